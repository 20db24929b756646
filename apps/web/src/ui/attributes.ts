/**
 * A variant's attribute options as people read them: the server sends each as "name:value"
 * ("Color:Black"), shown as "Color: Black · Size: M". A value without a name is shown as it is.
 */
export function formatAttributeOptions(options: readonly string[]): string {
  return options
    .map((option) => {
      const colon = option.indexOf(':');
      if (colon < 0) return option.trim();
      const name = option.slice(0, colon).trim();
      const value = option.slice(colon + 1).trim();
      return name ? `${name}: ${value}` : value;
    })
    .filter((text) => text !== '')
    .join(' · ');
}
