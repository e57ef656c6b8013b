/**
 * The curated icon catalogue (docs/decisions/0004-icons-from-a-curated-catalogue.md): names administrators can pick,
 * grouped as the spec's icon picker. `./icons.tsx` maps each name to a component.
 */
export const iconGroups = {
  basic: ["Star", "Heart", "Check", "CircleCheck", "Shield", "ShieldCheck", "Lock", "Users", "User", "House", "Sparkles", "Award"],
  educational: [
    "BookOpen",
    "GraduationCap",
    "Pencil",
    "Brain",
    "Lightbulb",
    "Calculator",
    "Microscope",
    "Globe",
    "Palette",
    "Music",
    "School",
    "Languages",
  ],
  shopping: ["ShoppingCart", "ShoppingBag", "Store", "Wallet", "CreditCard", "Gift", "Package", "Truck", "Tag", "Coins", "PiggyBank", "Banknote"],
  tech: ["Smartphone", "Laptop", "Download", "Cloud", "Bell", "Settings", "ChartColumn", "TrendingUp", "Target", "Zap", "Eye", "Fingerprint"],
  activities: [
    "Trophy",
    "Medal",
    "Gamepad2",
    "Bike",
    "Dumbbell",
    "Brush",
    "Sun",
    "Smile",
    "Rocket",
    "Clock",
    "CalendarDays",
    "ListChecks",
    "BedDouble",
    "Shirt",
    "Sprout",
  ],
  communication: ["MessageCircle", "Mail", "Phone", "MapPin", "Send", "Headphones", "Handshake", "Megaphone", "FileText", "Building2", "IdCard"],
} as const;

export type IconGroup = keyof typeof iconGroups;
export type IconName = (typeof iconGroups)[IconGroup][number];
export const defaultIcon: IconName = "Star";

export const iconNames: readonly IconName[] = Object.values(iconGroups).flat();

export function isIconName(name: string): name is IconName {
  return (iconNames as readonly string[]).includes(name);
}
