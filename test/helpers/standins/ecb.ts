import { sendJson, startStandIn, type StandIn } from './server.js';

/** The ECB's eurofxref-daily.xml as published (the envelope, one day, each currency for 1 EUR). */
export function ecbDailyXml(date: string, usd: number | string = 1.0867, gbp: number | string = 0.8551): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
\t<gesmes:subject>Reference rates</gesmes:subject>
\t<gesmes:Sender>
\t\t<gesmes:name>European Central Bank</gesmes:name>
\t</gesmes:Sender>
\t<Cube>
\t\t<Cube time='${date}'>
\t\t\t<Cube currency='USD' rate='${usd}'/>
\t\t\t<Cube currency='JPY' rate='169.11'/>
\t\t\t<Cube currency='CHF' rate='0.9872'/>
\t\t\t<Cube currency='GBP' rate='${gbp}'/>
\t\t</Cube>
\t</Cube>
</gesmes:Envelope>
`;
}

export interface EcbStandIn extends StandIn {
  /** The file served next (and after); `slowMs` delays the answer, `status` replaces 200. */
  answer: { body: string; status?: number; slowMs?: number };
  requests: number;
}

/** A local stand-in of www.ecb.europa.eu serving /stats/eurofxref/eurofxref-daily.xml. */
export async function startEcbStandIn(): Promise<EcbStandIn> {
  const state: EcbStandIn = { url: '', close: async () => undefined, answer: { body: ecbDailyXml('2026-11-20') }, requests: 0 };
  const standIn = await startStandIn(async (req, _body, res) => {
    if (req.url !== '/stats/eurofxref/eurofxref-daily.xml') return sendJson(res, 404, { error: 'not found' });
    state.requests++;
    const { body, status, slowMs } = state.answer;
    if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
    if (res.destroyed) return;
    res.statusCode = status ?? 200;
    res.setHeader('content-type', 'text/xml');
    res.end(body);
  });
  state.url = `${standIn.url}/stats/eurofxref/eurofxref-daily.xml`;
  state.close = standIn.close;
  return state;
}
