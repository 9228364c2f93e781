/** '{{name}}' placeholders of a text filled in (the view models read texts without i18n). */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}
