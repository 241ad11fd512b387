import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { Messages } from '../../packages/shared/src/languages.js';
import {
  coreTexts,
  pickTextPart,
  textSectionNames,
  type TextPart,
} from '../../packages/shared/src/text-sections.js';

/**
 * The translation files in parts (docs/decisions/0027-page-weight.md, third pass). `virtual:texts`
 * maps each language file of packages/shared/src/locales and each part of the shared section list
 * (the core, then every section) to a loader of that part alone; each part is a module of its own,
 * picked from the one file at build time, so a page downloads only the texts it shows. A language is
 * still its file: a new file in the folder gets its parts here without another line.
 */
const localesDir = fileURLToPath(new URL('../../packages/shared/src/locales/', import.meta.url));
const virtualId = 'virtual:texts';
const resolvedVirtualId = `\0${virtualId}`;
/** `virtual:texts/<code>-<part>`: a part of a language file, as a module (and chunk) of its own. */
const partId = /^\0?virtual:texts\/([a-z]{2})-([a-zA-Z]+)$/;

const languageCodes = () =>
  readdirSync(localesDir)
    .filter((file) => /^[a-z]{2}\.json$/.test(file))
    .map((file) => file.slice(0, 2))
    .sort();

const parts: TextPart[] = [coreTexts, ...textSectionNames];

export function textsPlugin(): Plugin {
  return {
    name: 'pintrip-texts',
    resolveId(id) {
      if (id === virtualId) return resolvedVirtualId;
      return partId.test(id) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === resolvedVirtualId) {
        const languages = languageCodes().map((code) => {
          const loaders = parts.map(
            (part) =>
              `${JSON.stringify(part)}: () => import(${JSON.stringify(`${virtualId}/${code}-${part}`)})`,
          );
          return `${JSON.stringify(code)}: { ${loaders.join(', ')} }`;
        });
        return `export default { ${languages.join(',\n')} };`;
      }
      const match = partId.exec(id);
      if (!match) return undefined;
      const [, code, part] = match as unknown as [string, string, TextPart];
      const file = `${localesDir}${code}.json`;
      this.addWatchFile(file);
      const texts = pickTextPart(JSON.parse(readFileSync(file, 'utf8')) as Messages, part);
      // JSON.parse of a string literal: faster to start than the same object as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;
    },
  };
}
