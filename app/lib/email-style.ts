/** The look of an email's button: a link, inline styles only (mail clients drop stylesheets). */
export const actionButtonStyle = {
  display: "inline-block",
  backgroundColor: "#0369a1",
  color: "#ffffff",
  padding: "12px 20px",
  borderRadius: "8px",
  textDecoration: "none",
  fontWeight: "bold",
} as const;
