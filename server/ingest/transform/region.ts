/**
 * A buyer's region as records write it («Київська обл.», «Киевская область», «Kyiv Oblast»,
 * «м.Київ», «Киев») placed as one of the regions of data/dictionaries/regions.json.
 */

interface RegionSpellings {
  /** The region's key in the regions dictionary. */
  region: string;
  /** The name without «область» / «м.»: Ukrainian, Russian and English. */
  names: string[];
}

const REGIONS: RegionSpellings[] = [
  {
    region: 'Автономна Республіка Крим',
    names: [
      'автономна республіка крим',
      'ар крим',
      'республіка крим',
      'крим',
      'автономная республика крым',
      'ар крым',
      'республика крым',
      'крым',
      'autonomous republic crimea',
      'crimea',
    ],
  },
  {
    region: 'Вінницька область',
    names: ['вінницька', 'винницкая', 'vinnytsia', 'vinnytska', 'vinnitsa'],
  },
  { region: 'Волинська область', names: ['волинська', 'волынская', 'volyn', 'volynska'] },
  {
    region: 'Дніпропетровська область',
    names: ['дніпропетровська', 'днепропетровская', 'dnipropetrovsk', 'dnipropetrovska', 'dnipro'],
  },
  { region: 'Донецька область', names: ['донецька', 'донецкая', 'donetsk', 'donetska'] },
  {
    region: 'Житомирська область',
    names: ['житомирська', 'житомирская', 'zhytomyr', 'zhytomyrska'],
  },
  {
    region: 'Закарпатська область',
    names: [
      'закарпатська',
      'закарпатская',
      'zakarpattia',
      'zakarpatska',
      'transcarpathia',
      'transcarpathian',
    ],
  },
  {
    region: 'Запорізька область',
    names: ['запорізька', 'запорожская', 'zaporizhzhia', 'zaporizka'],
  },
  {
    region: 'Івано-Франківська область',
    names: ['івано-франківська', 'ивано-франковская', 'ivano-frankivsk', 'ivano-frankivska'],
  },
  { region: 'Київська область', names: ['київська', 'киевская', 'kyiv', 'kyivska', 'kiev'] },
  {
    region: 'Кіровоградська область',
    names: ['кіровоградська', 'кировоградская', 'kirovohrad', 'kirovohradska', 'kirovograd'],
  },
  { region: 'Луганська область', names: ['луганська', 'луганская', 'luhansk', 'luhanska'] },
  { region: 'Львівська область', names: ['львівська', 'львовская', 'lviv', 'lvivska'] },
  {
    region: 'Миколаївська область',
    names: ['миколаївська', 'николаевская', 'mykolaiv', 'mykolaivska'],
  },
  { region: 'Одеська область', names: ['одеська', 'одесская', 'odesa', 'odessa', 'odeska'] },
  { region: 'Полтавська область', names: ['полтавська', 'полтавская', 'poltava', 'poltavska'] },
  { region: 'Рівненська область', names: ['рівненська', 'ровенская', 'rivne', 'rivnenska'] },
  { region: 'Сумська область', names: ['сумська', 'сумская', 'sumy', 'sumska'] },
  {
    region: 'Тернопільська область',
    names: ['тернопільська', 'тернопольская', 'ternopil', 'ternopilska'],
  },
  { region: 'Харківська область', names: ['харківська', 'харьковская', 'kharkiv', 'kharkivska'] },
  { region: 'Херсонська область', names: ['херсонська', 'херсонская', 'kherson', 'khersonska'] },
  {
    region: 'Хмельницька область',
    names: ['хмельницька', 'хмельницкая', 'khmelnytskyi', 'khmelnytska'],
  },
  { region: 'Черкаська область', names: ['черкаська', 'черкасская', 'cherkasy', 'cherkaska'] },
  {
    region: 'Чернівецька область',
    names: ['чернівецька', 'черновицкая', 'chernivtsi', 'chernivetska'],
  },
  {
    region: 'Чернігівська область',
    names: ['чернігівська', 'черниговская', 'chernihiv', 'chernihivska'],
  },
];

/** The cities that are regions of their own. */
const CITIES: RegionSpellings[] = [
  { region: 'м. Київ', names: ['київ', 'киев', 'kyiv', 'kiev'] },
  { region: 'м. Севастополь', names: ['севастополь', 'sevastopol'] },
];

/** Words that say a region is meant («область», «обл.», «oblast»)… */
const REGION_WORDS = new Set(['область', 'обл', 'oblast', 'region', 'регіон']);
/** …and that a city is («м.», «місто», «г.», «city»). */
const CITY_WORDS = new Set(['м', 'місто', 'г', 'город', 'city', 'of']);

const byName = (entries: RegionSpellings[]): Map<string, string> =>
  new Map(entries.flatMap(({ region, names }) => names.map((name) => [name, region] as const)));

const BY_NAME = byName(REGIONS);
const BY_CITY = byName(CITIES);

/**
 * The region of the regions dictionary that a record's spelling names, or undefined when it
 * names none (empty, «Приховано», a place abroad, a town). Case, dots, extra spaces and «м.» /
 * «обл.» do not matter; the capital and Sevastopol are regions of their own («Kyiv Oblast» is
 * the region around the capital, «Kyiv» the capital).
 */
export const placeRegion = (written: string | undefined): string | undefined => {
  const words = (written ?? '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[.,]/g, ' ')
    .replace(/\s*-\s*/g, '-')
    .split(/\s+/)
    .filter(Boolean);
  const regionWord = words.some((word) => REGION_WORDS.has(word));
  const name = words.filter((word) => !REGION_WORDS.has(word) && !CITY_WORDS.has(word)).join(' ');
  if (!name) return undefined;
  return regionWord
    ? (BY_NAME.get(name) ?? BY_CITY.get(name))
    : (BY_CITY.get(name) ?? BY_NAME.get(name));
};
