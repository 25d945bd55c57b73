/** Bounded tracks (virtue, score, turn order...). */

/** Bounds of a track; either end may be open. */
export interface TrackBounds {
  readonly min?: number;
  readonly max?: number;
}

/** Clamps a track value into its bounds. */
export function clampToTrack(value: number, bounds: TrackBounds): number {
  if (bounds.min !== undefined && value < bounds.min) return bounds.min;
  if (bounds.max !== undefined && value > bounds.max) return bounds.max;
  return value;
}

/** Moves a marker by `delta`, stopping at the track's ends. */
export function advanceOnTrack(value: number, delta: number, bounds: TrackBounds): number {
  return clampToTrack(value + delta, bounds);
}

/** Whether `value + delta` stays inside the bounds (for moves that may not overshoot). */
export function fitsOnTrack(value: number, delta: number, bounds: TrackBounds): boolean {
  const v = value + delta;
  return (bounds.min === undefined || v >= bounds.min) && (bounds.max === undefined || v <= bounds.max);
}
