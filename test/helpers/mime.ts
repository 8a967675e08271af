// A small reader of the .eml files the file mailer writes (multipart/alternative and
// multipart/related, quoted-printable or base64), for the API and end-to-end tests.

export interface MailPart {
  contentType: string;
  headers: Record<string, string>;
  body: Buffer;
}

export interface ParsedMail {
  headers: Record<string, string>;
  parts: MailPart[];
  text: string | null;
  html: string | null;
  /** Inline images by Content-ID (without the angle brackets). */
  images: Map<string, { contentType: string; body: Buffer }>;
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      for (const b of Buffer.from(c, 'utf8')) bytes.push(b);
    }
  }
  return Buffer.from(bytes);
}

function decode(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'utf8');
  }
}

function leaves(raw: string): MailPart[] {
  const { headers, body } = splitHead(raw);
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\//i.test(contentType) && boundary) {
    const chunks = body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
    return chunks.filter((c) => c.trim() !== '' && /:/.test(c.split(/\r?\n/)[0] ?? '')).flatMap(leaves);
  }
  return [{ contentType: contentType.split(';')[0]!.trim().toLowerCase(), headers, body: decode(body, headers['content-transfer-encoding']) }];
}

/** The parts of a raw .eml message. */
export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHead(raw);
  const parts = leaves(raw);
  const images = new Map<string, { contentType: string; body: Buffer }>();
  for (const p of parts) {
    const cid = p.headers['content-id']?.replace(/^<|>$/g, '');
    if (cid && p.contentType.startsWith('image/')) images.set(cid, { contentType: p.contentType, body: p.body });
  }
  const find = (type: string) => parts.find((p) => p.contentType === type)?.body.toString('utf8') ?? null;
  return { headers, parts, text: find('text/plain'), html: find('text/html'), images };
}

/** The HTML of a mail with its cid: images inlined as data: URLs, so a browser can show it as the mail client would. */
export function htmlForBrowser(mail: ParsedMail): string {
  let html = mail.html ?? '';
  for (const [cid, img] of mail.images) html = html.split(`cid:${cid}`).join(`data:${img.contentType};base64,${img.body.toString('base64')}`);
  return html;
}
