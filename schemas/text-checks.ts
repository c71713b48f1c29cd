// The helper rules of spec §5, shared by the browser and the server.

/** Characters the special-symbol check refuses: anything but letters, marks, digits, spaces, '_', '-' and '.'. */
const SPECIAL_SYMBOL = /[^\p{L}\p{M}\p{N}\s_.-]/u;
/** Pictographic emoji, emoji presentation sequences, regional-indicator flags and keycaps. */
const EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Presentation}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3/u;

/** True when `text` holds a special symbol (punctuation such as < > ' " ; & % $ # @ or any emoji). */
export function hasSpecialSymbols(text: string): boolean {
  return SPECIAL_SYMBOL.test(text);
}

/** True when `text` holds an emoji. */
export function hasEmoji(text: string): boolean {
  return EMOJI.test(text);
}

/**
 * True when `email` is an address of one of the company domains (key companyEmailDomains): the part
 * after the last '@' equals a domain, case aside. Sub-domains do not count.
 */
export function isCompanyEmail(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at <= 0 || at === email.length - 1 || /\s/.test(email)) return false;
  const domain = email.slice(at + 1).toLowerCase();
  return domains.some((d) => d.toLowerCase() === domain);
}
