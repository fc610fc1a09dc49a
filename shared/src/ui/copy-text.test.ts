import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './copy-text';

const execCommand = vi.fn<(command: string) => boolean>();

function setUp({ clipboard, secure }: { clipboard?: Partial<Clipboard>; secure: boolean }) {
  vi.stubGlobal('isSecureContext', secure);
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  execCommand.mockReset();
});

describe('copyText', () => {
  it('uses the Clipboard API in a secure context', async () => {
    const writeText = vi.fn(async () => {});
    setUp({ clipboard: { writeText }, secure: true });

    expect(await copyText('ORD1')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('ORD1');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting a hidden field when the Clipboard API is refused or missing', async () => {
    setUp({
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
      secure: true,
    });
    execCommand.mockReturnValue(true);
    expect(await copyText('bc1q')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();

    setUp({ clipboard: undefined, secure: false });
    expect(await copyText('bc1q')).toBe(true);
  });

  it('reports failure when neither way works', async () => {
    setUp({ clipboard: undefined, secure: false });
    execCommand.mockReturnValue(false);
    expect(await copyText('bc1q')).toBe(false);
    execCommand.mockImplementation(() => {
      throw new Error('not supported');
    });
    expect(await copyText('bc1q')).toBe(false);
  });
});
