// Types of pglite-template.mjs (plain JavaScript: the build runs it under node without tsx).
export const TEMPLATE_DIR: string;
export function templateKey(): string;
export function usableTemplate(templateDir?: string): string | null;
export function makeTemplate(templateDir?: string): boolean;
