import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { downloadDocument, fileNameOf } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
});

function answer(res: Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => res);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('downloadDocument', () => {
  it("saves the document under the server's file name", async () => {
    const fetch = answer(
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="itinerary-T-1042.pdf"' },
      }),
    );
    const save = vi.fn();
    const name = await downloadDocument('/api/billing/t1/itinerary.pdf', save);
    expect(name).toBe('itinerary-T-1042.pdf');
    expect(fetch).toHaveBeenCalledWith('/api/billing/t1/itinerary.pdf', { credentials: 'same-origin' });
    expect(save).toHaveBeenCalledTimes(1);
    const [blob, fileName] = save.mock.calls[0]! as [Blob, string];
    expect(fileName).toBe('itinerary-T-1042.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('%PDF');
  });

  it("a refusal throws the server's message and saves nothing", async () => {
    answer(
      Response.json(
        { error: { code: 'rate_limited', message: 'Too many document downloads in a short time. Please wait a minute and try again.' } },
        { status: 429 },
      ),
    );
    const save = vi.fn();
    const err = await downloadDocument('/api/billing/t1/statement.pdf', save).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 429, code: 'rate_limited', message: 'Too many document downloads in a short time. Please wait a minute and try again.' });
    expect(save).not.toHaveBeenCalled();
  });

  it('a failure without our error body, or no connection, still gives a message to show', async () => {
    answer(new Response('<html>Bad gateway</html>', { status: 502 }));
    const save = vi.fn();
    await expect(downloadDocument('/api/billing/t1/calendar.ics', save)).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(downloadDocument('/api/billing/t1/calendar.ics', save)).rejects.toMatchObject({ status: 0, message: 'Unable to connect' });
    expect(save).not.toHaveBeenCalled();
  });
});

describe('fileNameOf', () => {
  it('reads the encoded name first, then the plain one, else the fallback', () => {
    expect(fileNameOf(`attachment; filename="a.pdf"; filename*=UTF-8''S%C3%A9jour%20Kyoto.pdf`, 'x')).toBe('Séjour Kyoto.pdf');
    expect(fileNameOf('attachment; filename=trip.ics', 'x')).toBe('trip.ics');
    expect(fileNameOf('attachment', 'statement.pdf')).toBe('statement.pdf');
    expect(fileNameOf(null, 'statement.pdf')).toBe('statement.pdf');
  });

  it('names an unnamed download after the last segment of its address', async () => {
    answer(new Response('BEGIN:VCALENDAR', { status: 200, headers: { 'content-type': 'text/calendar' } }));
    const save = vi.fn();
    expect(await downloadDocument('/api/billing/t1/calendar.ics?x=1', save)).toBe('calendar.ics');
  });
});
