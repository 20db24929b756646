const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Pasted order item ids: separated by spaces, commas, semicolons or lines; repeats dropped. */
export function parseItemIds(text: string): { ids: string[]; invalid: string[] } {
  const words = text.split(/[\s,;]+/).filter((word) => word !== '');
  const ids = new Set<string>();
  const invalid = new Set<string>();
  for (const word of words) {
    if (UUID.test(word)) ids.add(word.toLowerCase());
    else invalid.add(word);
  }
  return { ids: [...ids], invalid: [...invalid] };
}
