/**
 * Hong Kong neighbourhoods and the district each lies in. Patients search by the place they know
 * (旺角, 銅鑼灣), while records carry the district (油尖旺區, 灣仔區): a search word that names a
 * neighbourhood also matches records in its district. Names are in Traditional characters, as the
 * portal keeps them; Simplified search words are converted before they reach a search.
 */

/** District (as the portal names it) -> the neighbourhoods people call places in it. */
export const DISTRICT_NEIGHBOURHOODS: Readonly<Record<string, readonly string[]>> = {
  中西區: ['中環', '上環', '西環', '西營盤', '石塘咀', '堅尼地城', '半山', '金鐘', '山頂'],
  灣仔區: ['灣仔', '銅鑼灣', '跑馬地', '大坑', '天后', '司徒拔道', '渣甸山'],
  東區: ['北角', '鰂魚涌', '太古', '西灣河', '筲箕灣', '柴灣', '小西灣', '炮台山', '杏花邨'],
  南區: ['香港仔', '鴨脷洲', '黃竹坑', '薄扶林', '赤柱', '淺水灣', '數碼港', '華富'],
  油尖旺區: ['旺角', '油麻地', '尖沙咀', '佐敦', '大角咀', '太子', '京士柏'],
  深水埗區: ['深水埗', '長沙灣', '荔枝角', '美孚', '石硤尾', '南昌', '又一村'],
  九龍城區: ['九龍城', '土瓜灣', '紅磡', '何文田', '九龍塘', '啟德', '馬頭圍', '黃埔'],
  黃大仙區: ['黃大仙', '新蒲崗', '鑽石山', '慈雲山', '樂富', '彩虹', '橫頭磡'],
  觀塘區: ['觀塘', '藍田', '油塘', '牛頭角', '九龍灣', '秀茂坪', '順利'],
  葵青區: ['葵涌', '葵芳', '葵興', '青衣', '荔景'],
  荃灣區: ['荃灣', '深井', '馬灣', '梨木樹'],
  屯門區: ['屯門', '兆康', '友愛', '大興', '三聖'],
  元朗區: ['元朗', '天水圍', '錦田', '洪水橋', '流浮山'],
  北區: ['上水', '粉嶺', '沙頭角', '打鼓嶺'],
  大埔區: ['大埔', '太和', '大埔墟', '林村'],
  沙田區: ['沙田', '大圍', '火炭', '馬鞍山', '石門', '小瀝源', '第一城'],
  西貢區: ['西貢', '將軍澳', '坑口', '寶琳', '調景嶺', '康城'],
  離島區: ['東涌', '大嶼山', '長洲', '南丫島', '梅窩', '愉景灣', '坪洲'],
};

const DISTRICT_OF = new Map<string, string>(
  Object.entries(DISTRICT_NEIGHBOURHOODS).flatMap(([district, places]) =>
    places.map((place) => [place, district] as const),
  ),
);

/**
 * The district a search word names a neighbourhood of (`旺角` -> `油尖旺區`); null for any
 * other word, including a district's own name (which records already carry).
 */
export function districtOfPlace(word: string): string | null {
  return DISTRICT_OF.get(word.trim()) ?? null;
}
