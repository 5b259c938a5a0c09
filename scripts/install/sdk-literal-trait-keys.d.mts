/** Types of ./sdk-literal-trait-keys.mjs (a plain Node script: `postinstall` runs before any TypeScript tool is sure to be there). */
export function literalTraitKeys(source: string): { source: string; replaced: number };
export function sdkSchemaModules(nodeModules: string): string[];
export function fixInstalledSdk(nodeModules: string): { file: string; replaced: number }[];
