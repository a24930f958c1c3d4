/**
 * The country of an international phone number (`+254 …` or `00254 …`), from its calling code, for the name a
 * review shows by default ("Amina, Kenya"). Only codes that name one country: +1 (the United States, Canada and
 * the Caribbean) and +7 (Russia, Kazakhstan) name none. A number without its code names none either.
 */
const CALLING_CODES: Record<string, string> = {
  "20": "EG",
  "27": "ZA",
  "30": "GR",
  "31": "NL",
  "32": "BE",
  "33": "FR",
  "34": "ES",
  "36": "HU",
  "39": "IT",
  "40": "RO",
  "41": "CH",
  "43": "AT",
  "44": "GB",
  "45": "DK",
  "46": "SE",
  "47": "NO",
  "48": "PL",
  "49": "DE",
  "51": "PE",
  "52": "MX",
  "54": "AR",
  "55": "BR",
  "56": "CL",
  "57": "CO",
  "60": "MY",
  "61": "AU",
  "62": "ID",
  "63": "PH",
  "64": "NZ",
  "65": "SG",
  "66": "TH",
  "81": "JP",
  "82": "KR",
  "84": "VN",
  "86": "CN",
  "90": "TR",
  "91": "IN",
  "92": "PK",
  "212": "MA",
  "233": "GH",
  "234": "NG",
  "250": "RW",
  "251": "ET",
  "252": "SO",
  "253": "DJ",
  "254": "KE",
  "255": "TZ",
  "256": "UG",
  "257": "BI",
  "260": "ZM",
  "263": "ZW",
  "265": "MW",
  "351": "PT",
  "353": "IE",
  "358": "FI",
  "420": "CZ",
  "966": "SA",
  "971": "AE",
  "972": "IL",
  "974": "QA",
};

const REGION_NAMES = new Intl.DisplayNames(["en"], { type: "region" });

export function countryOfPhone(phone: string): string | null {
  const digits = phone.trim().replace(/[\s().\-/]/g, "");
  const international = digits.startsWith("+") ? digits.slice(1) : digits.startsWith("00") ? digits.slice(2) : null;
  if (!international || !/^\d+$/.test(international)) return null;
  for (const length of [3, 2]) {
    const region = CALLING_CODES[international.slice(0, length)];
    if (region) return REGION_NAMES.of(region) ?? null;
  }
  return null;
}
