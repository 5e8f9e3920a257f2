import { clsx, type ClassValue } from 'clsx';
// tailwind-merge with only the class groups the app's classes belong to (generated; issue 22)
import { twMerge } from './tailwind-merge-config';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
