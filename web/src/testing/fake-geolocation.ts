/**
 * navigator.geolocation for a test: where the browser says the visitor is, or a refusal. Returns
 * the options each lookup was asked with. `removeGeolocation` puts the test environment back.
 */
export function fakeGeolocation(
  answer: { readonly latitude: number; readonly longitude: number } | 'denied',
): PositionOptions[] {
  const asked: PositionOptions[] = [];
  const getCurrentPosition = (
    success: PositionCallback,
    failure?: PositionErrorCallback | null,
    options?: PositionOptions,
  ) => {
    asked.push(options ?? {});
    if (answer === 'denied')
      failure?.({
        code: 1,
        message: 'User denied Geolocation',
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      } as GeolocationPositionError);
    else success({ coords: { ...answer, accuracy: 5000 }, timestamp: Date.now() } as GeolocationPosition);
  };
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return asked;
}

export function removeGeolocation(): void {
  Reflect.deleteProperty(navigator, 'geolocation');
}
