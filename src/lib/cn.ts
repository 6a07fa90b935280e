import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. Deliberately no tailwind-merge (27 KB on every page): components expose props
 * (size, padded, ...) instead of letting callers override conflicting utilities.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
