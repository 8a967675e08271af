import { describe, expect, it } from 'vitest';
import {
  copyBooking,
  copyDates,
  copyItinerary,
  copyTravelers,
  datesFitMessage,
  dayOffset,
  fitItineraryToDates,
  shiftDate,
} from './trip-copy.js';

describe('shiftDate', () => {
  it('moves dates and date-times by whole days, across months and leap days', () => {
    expect(shiftDate('2027-05-10', 3)).toBe('2027-05-13');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2027-03-01T10:30', -1)).toBe('2027-02-28T10:30');
    expect(shiftDate('2027-05-10', 0)).toBe('2027-05-10');
  });
  it('leaves other values alone', () => {
    expect(shiftDate('', 2)).toBe('');
    expect(shiftDate(null, 2)).toBeNull();
    expect(shiftDate('soon', 2)).toBe('soon');
    expect(shiftDate('2027-02-30', 2)).toBe('2027-02-30');
  });
});

describe('dayOffset', () => {
  it('counts whole days, 0 when a date is missing', () => {
    expect(dayOffset('2027-05-10', '2027-08-01')).toBe(83);
    expect(dayOffset('2027-05-10', '2027-05-01')).toBe(-9);
    expect(dayOffset(null, '2027-05-01')).toBe(0);
  });
});

describe('copyItinerary', () => {
  const source = [
    {
      id: 'd2',
      date: '2027-05-11',
      title: 'Second',
      slots: [{ id: 's3', time: '10:00', title: 'Walk', options: [{ id: 7, name: 'Seine' }], selectedPlace: 7 }],
    },
    {
      id: 'd1',
      date: '2027-05-10',
      title: 'First',
      timeSlots: [
        {
          id: 's1',
          startTime: '09:00',
          endTime: '11:00',
          title: 'Museum',
          options: [
            { id: 'o1', name: 'Louvre' },
            { id: 'o2', name: 'Orsay' },
          ],
          selectedPlace: 'o2',
        },
        { id: 's2', startTime: '11:00', endTime: '13:00', title: 'Free', options: [], selectedPlace: null },
      ],
    },
  ];

  it('gives every day, slot and option a new id and keeps each selection on its option', () => {
    const copy = copyItinerary(source);
    expect(copy.map((d) => d.title)).toEqual(['First', 'Second']);
    const ids = copy.flatMap((d) => [d.id, ...d.timeSlots.flatMap((s) => [s.id, ...s.options.map((o) => o.id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const old of ['d1', 'd2', 's1', 's2', 's3', 'o1', 'o2', '7']) expect(ids).not.toContain(old);
    const museum = copy[0]!.timeSlots[0]!;
    expect(museum.options.find((o) => o.id === museum.selectedPlace)?.name).toBe('Orsay');
    expect(copy[0]!.timeSlots[1]!.selectedPlace).toBeNull();
    const walk = copy[1]!.timeSlots[0]!;
    expect(walk.options.find((o) => o.id === walk.selectedPlace)?.name).toBe('Seine');
    expect(walk.startTime).toBe('10:00');
  });

  it('shifts day dates and leaves the source untouched', () => {
    const before = JSON.stringify(source);
    const copy = copyItinerary(source, 30);
    expect(copy.map((d) => d.date)).toEqual(['2027-06-09', '2027-06-10']);
    expect(JSON.stringify(source)).toBe(before);
  });

  it('reads anything else as an empty itinerary', () => {
    expect(copyItinerary(null)).toEqual([]);
    expect(copyItinerary('[]')).toEqual([]);
  });
});

describe('copyBooking', () => {
  it('shifts the named dates and clears the billed flag', () => {
    const hotel = { name: 'Ritz', checkIn: '2027-05-10', checkOut: '2027-05-12', billed: true };
    expect(copyBooking(hotel, 2, ['checkIn', 'checkOut'])).toEqual({ name: 'Ritz', checkIn: '2027-05-12', checkOut: '2027-05-14', billed: false });
    expect(hotel.billed).toBe(true);
    expect(copyBooking(null, 2, [])).toBeNull();
    expect(copyBooking(undefined, 2, [])).toBeNull();
  });
});

describe('copyTravelers', () => {
  it('takes the travellers asked for, else the source, with at least one adult', () => {
    expect(copyTravelers({ adults: 2, children: 1 })).toEqual({ adults: 2, children: 1 });
    expect(copyTravelers({ adults: 2, children: 1 }, { adults: 4, children: 0 })).toEqual({ adults: 4, children: 0 });
    expect(copyTravelers({ adults: 0, children: -1 }, null)).toEqual({ adults: 1, children: 0 });
  });
});

describe('copyDates and fitItineraryToDates (Create Client: the trip covers the dates asked, ADR 006)', () => {
  // A 4-day template, 10-13 May 2027, hotel 10-14 May (as the Paris template).
  const template = { startDate: '2027-05-10', endDate: '2027-05-13' };
  const titles = ['Royal Paris', 'Eiffel Tower', 'Versailles', 'Montmartre'];
  const days = titles.map((title, i) => ({
    id: `d${i}`,
    date: `2027-05-1${i}`,
    title,
    timeSlots: [{ id: `s${i}`, startTime: '09:00', endTime: '11:00', title: 'Visit', options: [], selectedPlace: null }],
  }));
  const fitted = (asked: { startDate?: string | null; endDate?: string | null }) => {
    const dates = copyDates(template, asked);
    const copy = copyItinerary(days, dates.startShift);
    return { dates, ...fitItineraryToDates(copy, dates) };
  };

  it('a longer request (10-16 May from 4 days) keeps the template days and adds empty days to plan', () => {
    const { dates, days: out, fit } = fitted({ startDate: '2027-05-10', endDate: '2027-05-16' });
    expect(dates).toMatchObject({ startDate: '2027-05-10', endDate: '2027-05-16', startShift: 0, endShift: 3 });
    expect(out.map((d) => d.date)).toEqual(['2027-05-10', '2027-05-11', '2027-05-12', '2027-05-13', '2027-05-14', '2027-05-15', '2027-05-16']);
    // The template's closing day (Montmartre, its farewell) stays the trip's last day; the days
    // to plan come before it (issue 20).
    expect(out.map((d) => d.title)).toEqual(['Royal Paris', 'Eiffel Tower', 'Versailles', '', '', '', 'Montmartre']);
    expect(out.at(-1)!.timeSlots.map((slot) => slot.title)).toEqual(['Visit']);
    // The new days are empty, with the six default slots of a new day (spec §4).
    for (const d of out.slice(3, 6)) {
      expect(d.title).toBe('');
      expect(d.timeSlots.map((s) => `${s.startTime}-${s.endTime} ${s.title}`)).toEqual([
        '09:00-11:00 Activity',
        '11:00-13:00 Activity',
        '13:00-15:00 Lunch',
        '15:00-17:00 Activity',
        '17:00-19:00 Activity',
        '19:00-21:00 Dinner',
      ]);
    }
    expect(fit).toMatchObject({ kind: 'extended', templateDays: 4, tripDays: 7, emptyDays: 3, leftOut: [] });
    expect(datesFitMessage(fit)).toBe("The trip covers the requested dates (10 – 16 May 2027): the template's 4 days, with 3 empty days to plan before the closing day.");
  });

  it('a shorter request keeps the first days and names the ones left out', () => {
    const { dates, days: out, fit } = fitted({ startDate: '2027-09-01', endDate: '2027-09-02' });
    expect(dates).toMatchObject({ startShift: 114, endShift: 112 });
    expect(out.map((d) => [d.date, d.title])).toEqual([
      ['2027-09-01', 'Royal Paris'],
      ['2027-09-02', 'Eiffel Tower'],
    ]);
    expect(fit).toMatchObject({ kind: 'trimmed', tripDays: 2, leftOut: ['Versailles', 'Montmartre'] });
    expect(datesFitMessage(fit)).toBe(
      "The trip covers the requested dates (1 – 2 Sept 2027): the template's 4 days did not all fit, so 2 were left out (Versailles; Montmartre).",
    );
  });

  it('a request as long as the template moves its days', () => {
    const { days: out, fit } = fitted({ startDate: '2027-08-02', endDate: '2027-08-05' });
    expect(out.map((d) => d.title)).toEqual(titles);
    expect(out[0]!.date).toBe('2027-08-02');
    expect(fit.kind).toBe('same');
    expect(datesFitMessage(fit)).toBe("The trip covers the requested dates (2 – 5 Aug 2027) with the template's 4 days.");
  });

  it('no dates keep the template dates; a start alone moves them', () => {
    const none = fitted({});
    expect(none.dates).toMatchObject({ startDate: '2027-05-10', endDate: '2027-05-13', startShift: 0 });
    expect(none.fit.kind).toBe('template-dates');
    expect(datesFitMessage(none.fit)).toBe("No travel dates were requested: the trip keeps the template's dates (10 – 13 May 2027).");
    const start = fitted({ startDate: '2027-06-01', endDate: null });
    expect(start.dates).toMatchObject({ startDate: '2027-06-01', endDate: '2027-06-04', asked: 'start' });
    expect(datesFitMessage(start.fit)).toBe("Only a start date was requested: the template's 4 days now start on 1 Jun 2027.");
    // An end before the start, or an impossible date, counts as no end / no dates.
    expect(copyDates(template, { startDate: '2027-06-05', endDate: '2027-06-01' }).asked).toBe('start');
    expect(copyDates(template, { startDate: '2027-02-30', endDate: '2027-03-02' }).asked).toBe('none');
  });

  it('lays out at most MAX_ITINERARY_DAYS days of a very long request, and says so', () => {
    const { dates, days: out, fit } = fitted({ startDate: '2027-05-10', endDate: '2027-12-31' });
    expect(dates.endDate).toBe('2027-12-31');
    expect(out).toHaveLength(60);
    expect(fit.capped).toBe(true);
    expect(datesFitMessage(fit)).toMatch(/lays out the first 60 days/);
  });

  it('moves a hotel check-in with the start and its check-out with the end', () => {
    const dates = copyDates(template, { startDate: '2027-05-10', endDate: '2027-05-16' });
    const hotel = { name: 'Le Meurice', checkIn: '2027-05-10', checkOut: '2027-05-14', billed: true };
    expect(copyBooking(hotel, { checkIn: dates.startShift, checkOut: dates.endShift }, ['checkIn', 'checkOut'])).toEqual({
      name: 'Le Meurice',
      checkIn: '2027-05-10',
      checkOut: '2027-05-17',
      billed: false,
    });
  });
});
