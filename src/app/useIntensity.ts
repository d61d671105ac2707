// The latest score as announced by the intensity event (spec §7), for the input's colour.
import { useEffect, useState } from 'react';
import { DEFAULT_INTENSITY } from '../game/constants.ts';
import { listen } from './events.ts';

export function useIntensity(): number {
  const [intensity, setIntensity] = useState(DEFAULT_INTENSITY);
  useEffect(() => listen('intensity', setIntensity), []);
  return intensity;
}
