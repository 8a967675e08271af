/**
 * Text widths for label placement when the back-end has no font metrics to offer (the screens
 * before their fonts load, tests). Widths are per em of the product's sans face (Inter) and a
 * little generous, so a label placed with them never overflows its box.
 */
export type MeasureText = (text: string, size: number, style: LabelStyle) => number;
export type LabelStyle = 'stop' | 'landmark' | 'river' | 'city' | 'country' | 'marker';

const NARROW = new Set([...'iljtfrI.,;:!|\'’ ()[]']);
const WIDE = new Set([...'mwMW@']);

export const approximateMeasure: MeasureText = (text, size, style) => {
  let em = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) em += 0.3;
    else if (WIDE.has(ch)) em += 0.86;
    else if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) em += 0.68;
    else if (/\d/.test(ch)) em += 0.6;
    else em += 0.56;
  }
  const factor = style === 'river' ? 0.9 : style === 'country' ? 1.25 : 1; // italic serif is narrower; countries are letter-spaced
  return em * size * factor;
};
