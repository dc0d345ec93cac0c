import { describe, expect, it } from 'vitest';
import { isMantineUseId } from './stable-mantine-id';

describe('stable Mantine ids', () => {
  it("recognises Mantine's useId module wherever pnpm puts it", () => {
    expect(
      isMantineUseId(
        '/repo/node_modules/.pnpm/@mantine+hooks@9.7.4_react@19.2.0/node_modules/@mantine/hooks/esm/use-id/use-id.mjs',
      ),
    ).toBe(true);
    expect(isMantineUseId('/repo/node_modules/@mantine/hooks/cjs/use-id/use-id.cjs')).toBe(false);
    expect(isMantineUseId('/repo/node_modules/@mantine/hooks/esm/use-idle/use-idle.mjs')).toBe(
      false,
    );
    expect(isMantineUseId('/repo/web/src/lib/use-id.ts')).toBe(false);
  });
});
