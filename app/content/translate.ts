export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Lookup with the spec's last fallback: a key found nowhere shows as itself. */
export function translator(strings: Record<string, string>): Translate {
  return (key, values) => {
    const text = strings[key] ?? key;
    if (!values) return text;
    return text.replace(/\{\{(\w+)\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}
