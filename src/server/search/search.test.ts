// The Swedish analysis of the offers search (issue 17): folding, stems, compounds, typos, query safety.
import { describe, expect, it } from 'vitest';
import { splitCompound } from './compounds.js';
import { analyseOffer } from './document.js';
import { buildQueries, oneEditAway, queryWords, render } from './query.js';
import { relatedOf, synonymsOf } from './thesaurus.js';
import { fold, stem, tokens } from './words.js';

describe('Swedish words', () => {
  it('folds å, ä, ö and accents for the second key', () => {
    expect(fold('Örebro')).toBe('orebro');
    expect(fold('FÖRENINGSLIV')).toBe('foreningsliv');
    expect(fold('Malmö café')).toBe('malmo cafe');
  });

  it('gives inflected forms one stem', () => {
    for (const forms of [
      ['läger', 'lägret', 'lägren'],
      ['körer', 'körerna', 'kören'],
      ['konsert', 'konserter', 'konserterna'],
      ['stipendium', 'stipendier', 'stipendiet'],
      ['teater', 'teatrar', 'teatern'],
      ['ridskola', 'ridskolor', 'ridskolorna'],
    ]) {
      expect(new Set(forms.map((f) => stem(fold(f)))).size, forms.join()).toBe(1);
    }
  });

  it('keeps a hyphenated word whole and gives its pieces', () => {
    expect(tokens('E-sport i Umeå')).toEqual([
      { word: 'esport', pieces: ['e', 'sport'] },
      { word: 'i', pieces: [] },
      { word: 'umeå', pieces: [] },
    ]);
  });
});

describe('compounds', () => {
  it('splits with the word list, a joining s included', () => {
    expect(splitCompound('fotbollsforening')).toEqual(['fotboll', 'forening']);
    expect(splitCompound('innebandyklubb')).toEqual(['innebandy', 'klubb']);
    expect(splitCompound('korkonsert')).toEqual(['kor', 'konsert']);
    expect(splitCompound('ungdomslager')).toContain('lager');
    expect(splitCompound('matblogg')).toEqual(['mat', 'blogg']);
  });

  it('leaves simple and inflected words whole', () => {
    for (const word of ['konsert', 'forening', 'sporterna', 'vanliga', 'fastigheter', 'stipendium']) {
      expect(splitCompound(word), word).toEqual([]);
    }
  });
});

describe('documents', () => {
  it('indexes folded words, stems, exact spelling and compound parts with field weights', () => {
    const { vector, vocabulary } = analyseOffer({
      title: 'Fotbollsförening i Malmö',
      organization: 'IFK Test',
      tags: ['ungdom'],
      description: 'Vi söker sponsorer.',
      location: null,
      target_audience: null,
      expected_views: null,
    });
    for (const lexeme of ["'fotbollsforening':1A", "'+forening':1A", "'=förening':1A", "'malmo':3A", "'=malmö':3A"]) {
      expect(vector).toContain(lexeme);
    }
    expect(vector).toContain("'ungdom':6B");
    expect(vector).toContain("'sponsor':");
    expect(vector).not.toMatch(/'i':/); // a stop word
    expect(vocabulary.get('forening')).toBe('förening');
  });
});

describe('queries', () => {
  it('finds one-edit variants: missing, extra, changed and swapped letters', () => {
    const variants = new Set(oneEditAway('sponsirng'));
    expect(variants.has('sponsring')).toBe(true);
    expect(new Set(oneEditAway('inebandy')).has('innebandy')).toBe(true);
    expect(new Set(oneEditAway('fotbolll')).has('fotboll')).toBe(true);
    expect(new Set(oneEditAway('stipendeum')).has('stipendium')).toBe(true);
  });

  it('drops stop words except the last one, which stays a prefix', () => {
    expect(queryWords('körsång och kult').map((w) => w.folded)).toEqual(['korsang', 'kult']);
    const [last] = queryWords('med');
    expect(last).toMatchObject({ folded: 'med', stopPrefix: true });
    expect(queryWords('!!! ??? ...')).toEqual([]);
  });

  it('never lets tsquery syntax through: every lexeme is quoted', () => {
    const q = buildQueries(queryWords("fotboll & | ! ( ) : * ' \\ <-> malmö"), new Map())!;
    const unquoted = render(q.match).replace(/'(?:[^']|'')*'/g, '');
    expect(unquoted).toMatch(/^[()|&:* ]*$/);
  });

  it('knows the thesaurus both ways and by stem', () => {
    expect(synonymsOf('idrott', 'idrot').flat()).toContain('sport');
    expect(synonymsOf('sport', 'sport').flat()).toContain('idrott');
    expect(synonymsOf('stiftelser', stem('stiftelser')).flat()).toContain('fond');
  });

  it("knows everyday and specialist words for what offers name (the fourth development set's)", () => {
    const same = (word: string) => synonymsOf(word, stem(word)).flat();
    expect(same('floorball')).toContain('innebandy');
    expect(same('defibrillator')).toContain('hjartstartare');
    expect(same('krog')).toEqual(expect.arrayContaining(['restaurang', 'pizzeria']));
    expect(same('kardiologi')).toContain('hjarta');
    expect(same('singersongwriter')).toContain('lattskrivare');
    expect(relatedOf('drunkning', stem('drunkning')).flat()).toContain('livraddning');
  });

  it('keeps neighbouring concepts apart from synonyms', () => {
    expect(synonymsOf('turnering', stem('turnering')).flat()).toContain('cup');
    const related = relatedOf('turnering', stem('turnering')).flat();
    expect(related).toContain('seriespel');
    expect(related).not.toContain('cup');
    expect(relatedOf('blablabla', 'blablabla')).toEqual([]);
  });
});
