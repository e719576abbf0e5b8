import { useState } from 'react';

/**
 * The country part of an auth form's phone field: it starts on the config's dial code, keeps the one chosen, and
 * shows the country picker when the config does (`<PhoneField {...dial} …/>`; the number sent is
 * `joinPhone(dial.dialCode, digits)`).
 */
export function useDialCode(config: { dialCode: string; countryPicker: boolean }) {
  const [dialCode, setDialCode] = useState(config.dialCode);
  return { dialCode, onDialCodeChange: setDialCode, countryPicker: config.countryPicker };
}
