// Issue 30: countries are stored by their English names, as the reference data names them.
/**
 * A country stored by its English name ('India', as the reference data names it) in `language`,
 * through the runtime's own region names; a name it does not know is returned unchanged.
 */
export function countryName(name: string, language: string): string {
  const code = regionCodes().get(name.trim());
  if (!code) return name;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? name;
  } catch {
    return name;
  }
}

let codesByEnglishName: Map<string, string> | undefined;
/** English region name → ISO code, from every two-letter code the runtime names (built once). */
function regionCodes(): Map<string, string> {
  if (codesByEnglishName) return codesByEnglishName;
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const map = new Map<string, string>();
  const A = 65;
  for (let first = 0; first < 26; first++) {
    for (let second = 0; second < 26; second++) {
      const code = String.fromCharCode(A + first, A + second);
      const englishName = english.of(code);
      if (englishName && englishName !== code && !map.has(englishName)) map.set(englishName, code);
    }
  }
  codesByEnglishName = map;
  return map;
}
