import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Guards the package layout the README promises: one folder per component, one entry each. */
const root = join(__dirname, '..');
const componentsDir = join(root, 'src', 'components');
const components = readdirSync(componentsDir);
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
  sideEffects: string[];
};
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

describe('package structure', () => {
  it.each(components)('%s has its component, stories, tests, index and export', (name) => {
    for (const file of [`${name}.tsx`, `${name}.stories.tsx`, `${name}.test.tsx`, 'index.ts']) {
      expect(existsSync(join(componentsDir, name, file)), file).toBe(true);
    }
    expect(pkg.exports[`./${kebab(name)}`]).toBe(`./src/components/${name}/index.ts`);
  });

  it('exports the theme and the global styles, and only CSS has side effects', () => {
    expect(pkg.exports['./theme']).toBe('./src/theme/index.ts');
    expect(pkg.exports['./global.css']).toBe('./src/styles/global.css.ts');
    expect(pkg.sideEffects).toEqual(['**/*.css.ts', '**/*.css']);
  });

  it('styles use theme vars only: no raw colours in component style files', () => {
    const offenders = components.flatMap((name) =>
      readdirSync(join(componentsDir, name))
        .filter((file) => file.endsWith('.css.ts'))
        .filter((file) =>
          /#[0-9a-f]{3,8}\b|rgba?\(/i.test(readFileSync(join(componentsDir, name, file), 'utf8')),
        ),
    );
    expect(offenders).toEqual([]);
  });
});
