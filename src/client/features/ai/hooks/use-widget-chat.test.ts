// The widget's local replies (spec §7): sponsor/finansiering, greetings, and a generic one.
import { describe, expect, it } from 'vitest';
import { WIDGET_TEXTS } from '@shared/ai-texts';
import { widgetReply } from './use-widget-chat';

describe('widgetReply', () => {
  it('answers sponsorship and funding questions with the sponsor reply', () => {
    for (const q of [
      'Hur hittar jag en sponsor?',
      'Vi vill sponsra en klubb',
      'Finansiering till vårt projekt',
      'SPONSRING',
    ]) {
      expect(widgetReply(q)).toBe(WIDGET_TEXTS.replySponsor);
    }
  });
  it('answers greetings with the greeting reply, and anything else with the generic one', () => {
    for (const q of ['Hej!', 'hallå där', 'God morgon', 'Tjena'])
      expect(widgetReply(q)).toBe(WIDGET_TEXTS.replyGreeting);
    for (const q of ['Vad kostar Premium?', 'hejdå', 'Hejsvejs', 'tack'])
      expect(widgetReply(q)).toBe(WIDGET_TEXTS.replyGeneric);
    // a greeting that asks about sponsorship gets the sponsor reply
    expect(widgetReply('Hej, jag söker sponsorer')).toBe(WIDGET_TEXTS.replySponsor);
  });
});
