/**
 * English names in a search become the Chinese the records carry: whole names only, the longest
 * first, whatever the case and spacing; other words are kept as typed.
 */
import { describe, expect, it } from 'vitest';
import { chineseOfEnglishNames } from '../../../src/lib/chinese/english-keyword';
import { toSearchWords } from '../../../src/lib/chinese/search-keyword';

describe('chineseOfEnglishNames', () => {
  it('finds what the Chinese finds for a condition, a specialty and a place', () => {
    expect(chineseOfEnglishNames('insomnia')).toBe('失眠');
    expect(chineseOfEnglishNames('acupuncture')).toBe('針灸');
    expect(chineseOfEnglishNames('Mong Kok')).toBe('旺角');
  });

  it('ignores case and extra spaces', () => {
    expect(chineseOfEnglishNames('  INSOMNIA ')).toBe('失眠');
    expect(chineseOfEnglishNames('mong   KOK')).toBe('旺角');
    expect(chineseOfEnglishNames('Acupuncture\u3000mong kok')).toBe('針灸\u3000旺角');
    expect(chineseOfEnglishNames('insomnia, Mong Kok')).toBe('失眠, 旺角');
  });

  it('takes the longest name (North Point is not the North district and a word)', () => {
    expect(chineseOfEnglishNames('North Point')).toBe('北角');
    expect(chineseOfEnglishNames('north')).toBe('北區');
    expect(chineseOfEnglishNames('Tsim Sha Tsui')).toBe('尖沙咀');
    expect(chineseOfEnglishNames('Sha Tin')).toBe('沙田');
    expect(chineseOfEnglishNames('Central and Western')).toBe('中西區');
    expect(chineseOfEnglishNames('Central & Western District')).toBe('中西區');
    expect(chineseOfEnglishNames('Central')).toBe('中環');
    expect(chineseOfEnglishNames('Sai Wan Ho')).toBe('西灣河');
  });

  it('prefers the place to the district of the same name (the place matches its district too)', () => {
    expect(chineseOfEnglishNames('Wan Chai')).toBe('灣仔');
    expect(chineseOfEnglishNames('Wan Chai District')).toBe('灣仔區');
    expect(chineseOfEnglishNames('Yau Tsim Mong')).toBe('油尖旺區');
  });

  it('takes hyphens, apostrophes, brackets and other spellings', () => {
    expect(chineseOfEnglishNames('tui-na')).toBe('推拿');
    expect(chineseOfEnglishNames('Tui na')).toBe('推拿');
    expect(chineseOfEnglishNames('tuina')).toBe('推拿');
    expect(chineseOfEnglishNames('bone-setting')).toBe('骨傷科');
    expect(chineseOfEnglishNames('Orthopaedics & Traumatology')).toBe('骨傷科');
    expect(chineseOfEnglishNames('pediatrics')).toBe('兒科');
    expect(chineseOfEnglishNames('jardines lookout')).toBe('渣甸山');
    expect(chineseOfEnglishNames('Jardine’s Lookout')).toBe('渣甸山');
    expect(chineseOfEnglishNames('urticaria')).toBe('蕁麻疹');
    expect(chineseOfEnglishNames('hives')).toBe('風癩');
    expect(chineseOfEnglishNames('Hives (urticaria)')).toBe('風癩（蕁麻疹）');
    expect(chineseOfEnglishNames('Cantonese')).toBe('粵語');
    expect(chineseOfEnglishNames('general internal medicine')).toBe('內科');
  });

  it('keeps other words as typed, and a keyword without a name unchanged', () => {
    expect(chineseOfEnglishNames('insomnia Chan')).toBe('失眠 Chan');
    expect(chineseOfEnglishNames('Lee Cheuk Yin')).toBe('Lee Cheuk Yin');
    expect(chineseOfEnglishNames('Lee  Cheuk-Yin')).toBe('Lee  Cheuk-Yin');
    expect(chineseOfEnglishNames('失眠 旺角')).toBe('失眠 旺角');
    expect(chineseOfEnglishNames('Mong')).toBe('Mong');
    expect(chineseOfEnglishNames('')).toBe('');
  });

  it('replaces whole words only, and not across a comma', () => {
    expect(chineseOfEnglishNames('Mongkoks')).toBe('Mongkoks');
    expect(chineseOfEnglishNames('insomniac')).toBe('insomniac');
    expect(chineseOfEnglishNames('Mong, Kok')).toBe('Mong, Kok');
    expect(chineseOfEnglishNames('Mong Kok Road')).toBe('旺角 Road');
  });

  it('keeps Chinese and the other words exactly as typed, around the names it replaces', () => {
    expect(chineseOfEnglishNames('insomnia Cheuk-Yin')).toBe('失眠 Cheuk-Yin');
    expect(chineseOfEnglishNames('陳大文, insomnia')).toBe('陳大文, 失眠');
    expect(chineseOfEnglishNames('中-西 insomnia')).toBe('中-西 失眠');
    expect(chineseOfEnglishNames('王醫師 Dr. Wong')).toBe('王醫師 Dr. Wong');
  });

  it('sets a name apart from Chinese typed next to it, so the upstream sees two words', () => {
    expect(chineseOfEnglishNames('針灸Mong Kok')).toBe('針灸 旺角');
    expect(chineseOfEnglishNames('Mong Kok中醫')).toBe('旺角 中醫');
  });
});

describe('toSearchWords', () => {
  it('converts Simplified characters and English names together', () => {
    expect(toSearchWords('针灸 Mong Kok')).toBe('針灸 旺角');
    expect(toSearchWords('insomnia 铜锣湾')).toBe('失眠 銅鑼灣');
    expect(toSearchWords('针灸')).toBe('針灸');
  });
});
