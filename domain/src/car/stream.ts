/** `car-<id>`, alongside the stream names of shared/stream-names.ts (projections subscribe by prefix). */
export const carStream = (carId: string) => `car-${carId}`;
