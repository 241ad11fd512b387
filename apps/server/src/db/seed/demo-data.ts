/**
 * Demo content seeded into an empty database: categories, 30 real South Korean destinations and
 * two public itineraries by the demo author. Pure data — the insertion lives elsewhere.
 */
import { defaultLanguage, languages, loadMessages, messageAt } from '@pintrip/shared';
import type { CategoryNames } from '../schema.js';

export const demoCategories = ['자연', '도시', '맛집', '문화', '액티비티', '바다'] as const;

export type DemoCategory = (typeof demoCategories)[number];

/**
 * The demo categories' names in the other interface languages (shown when the interface is in that
 * language), from the translation files' `demoCategories` section: a new language brings its own.
 */
export async function demoCategoryNames(): Promise<Record<DemoCategory, CategoryNames>> {
  const files = await Promise.all(
    languages
      .filter((language) => language !== defaultLanguage)
      .map(async (language) => [language, await loadMessages(language)] as const),
  );
  const namesOf = (category: DemoCategory): CategoryNames =>
    Object.fromEntries(
      files.flatMap(([language, messages]) => {
        const name = messageAt(messages, `demoCategories.${category}`);
        return name ? [[language, name]] : [];
      }),
    );
  return Object.fromEntries(demoCategories.map((category) => [category, namesOf(category)])) as Record<
    DemoCategory,
    CategoryNames
  >;
}

export type DemoMotif = 'mountain' | 'sea' | 'city' | 'temple' | 'food' | 'forest' | 'island' | 'activity';

export interface DemoDestination {
  /** Stable ascii slug, used by itineraries and image file names. */
  key: string;
  title: string;
  description: string;
  location: string;
  lat: number;
  lng: number;
  category: DemoCategory;
  budget_min: number;
  budget_max: number;
  rating: number;
  hashtags: string[];
  /** Two hex colours (sky, accent) for the generated cover image. */
  palette: [string, string];
  motif: DemoMotif;
}

export const demoAuthor = {
  email: 'demo@pintrip.kr',
  name: '핀트립 여행자',
  full_name: '핀트립 여행자',
  location: '서울',
};

export const demoDestinations: DemoDestination[] = [
  // ------------------------------------------------------------------ 자연
  {
    key: 'seongsan-ilchulbong',
    title: '성산일출봉',
    description:
      '바다 위로 우뚝 솟은 분화구 정상에서 맞이하는 일출은 제주 여행의 하이라이트예요. ' +
      '정상까지는 천천히 걸어도 30분이면 충분하지만 계단이 가파르니 편한 신발을 챙기세요. ' +
      '새해 첫날에는 일출 축제로 무척 붐비니 평소보다 일찍 도착하는 게 좋아요.',
    location: '제주특별자치도 서귀포시 성산읍 일출로 284-12',
    lat: 33.4581,
    lng: 126.9426,
    category: '자연',
    budget_min: 5000,
    budget_max: 20000,
    rating: 9,
    hashtags: ['#성산일출봉', '#제주일출', '#유네스코세계자연유산', '#제주동쪽'],
    palette: ['#ff9a5a', '#2f6f73'],
    motif: 'island',
  },
  {
    key: 'hallasan',
    title: '한라산 국립공원',
    description:
      '남한에서 가장 높은 산으로, 성판악 코스로 오르면 정상의 백록담 분화구를 직접 볼 수 있어요. ' +
      '정상 등반은 탐방 예약이 필수이고 구간별 통제 시간이 있으니 새벽에 출발하는 걸 추천해요. ' +
      '겨울 설경이 특히 아름답지만 아이젠과 스패츠는 꼭 챙기세요.',
    location: '제주특별자치도 제주시 조천읍 516로 1865',
    lat: 33.385,
    lng: 126.6197,
    category: '자연',
    budget_min: 10000,
    budget_max: 40000,
    rating: 9,
    hashtags: ['#한라산', '#백록담', '#성판악코스', '#제주등산'],
    palette: ['#8fb8de', '#3d5a40'],
    motif: 'mountain',
  },
  {
    key: 'seoraksan',
    title: '설악산 국립공원',
    description:
      '기암괴석과 깊은 계곡이 어우러진 설악산은 가을 단풍철에 가장 붐비는 명산이에요. ' +
      '등산이 부담스럽다면 소공원에서 케이블카를 타고 권금성에 올라 울산바위 풍경만 즐겨도 충분해요. ' +
      '주말에는 주차장이 일찍 차니 시내버스를 이용하는 편이 마음 편해요.',
    location: '강원특별자치도 속초시 설악산로 833',
    lat: 38.1729,
    lng: 128.489,
    category: '자연',
    budget_min: 15000,
    budget_max: 50000,
    rating: 9,
    hashtags: ['#설악산', '#단풍명소', '#권금성케이블카', '#울산바위'],
    palette: ['#f2b880', '#8c3b2e'],
    motif: 'mountain',
  },
  {
    key: 'suncheonman-wetland',
    title: '순천만습지',
    description:
      '끝없이 펼쳐진 갈대밭 사이 데크길을 걷다 보면 마음이 절로 차분해지는 곳이에요. ' +
      '용산전망대까지 올라가 S자 물길 위로 지는 노을을 꼭 보고 오세요. ' +
      '갈대가 황금빛으로 물드는 10월 말부터 11월까지가 가장 아름다워요.',
    location: '전라남도 순천시 순천만길 513-25',
    lat: 34.8862,
    lng: 127.5094,
    category: '자연',
    budget_min: 8000,
    budget_max: 30000,
    rating: 9,
    hashtags: ['#순천만습지', '#갈대밭', '#순천노을', '#생태여행'],
    palette: ['#f6c177', '#b08d3c'],
    motif: 'forest',
  },
  {
    key: 'damyang-juknokwon',
    title: '담양 죽녹원',
    description:
      '하늘로 곧게 뻗은 대나무 숲길을 걷다 보면 바람 소리만 들려서 저절로 힐링이 돼요. ' +
      '한여름에도 숲 안은 서늘해서 더위를 피하기에 그만이에요. ' +
      '산책을 마치면 근처 관방제림을 거닐고 담양 명물인 대통밥과 떡갈비를 맛보세요.',
    location: '전라남도 담양군 담양읍 죽녹원로 119',
    lat: 35.3268,
    lng: 126.9867,
    category: '자연',
    budget_min: 3000,
    budget_max: 25000,
    rating: 8,
    hashtags: ['#죽녹원', '#대나무숲', '#담양여행', '#떡갈비'],
    palette: ['#cfe8b0', '#2e6b34'],
    motif: 'forest',
  },
  {
    key: 'boseong-green-tea',
    title: '보성 녹차밭 대한다원',
    description:
      '산비탈을 따라 층층이 이어진 초록 차밭이 한 폭의 그림 같은 곳이에요. ' +
      '입구의 삼나무 길을 지나 전망대까지 오르면 차밭 전체가 한눈에 들어와요. ' +
      '햇차를 따는 5월이 가장 싱그럽고, 내려와서 녹차 아이스크림도 잊지 마세요.',
    location: '전라남도 보성군 보성읍 녹차로 763-67',
    lat: 34.7107,
    lng: 127.0827,
    category: '자연',
    budget_min: 4000,
    budget_max: 20000,
    rating: 8,
    hashtags: ['#보성녹차밭', '#대한다원', '#초록여행', '#녹차아이스크림'],
    palette: ['#d9f0c8', '#3f7d3a'],
    motif: 'forest',
  },

  // ------------------------------------------------------------------ 도시
  {
    key: 'n-seoul-tower',
    title: '남산서울타워',
    description:
      '서울 어디서든 보이는 랜드마크로, 전망대에 오르면 한강과 도심이 360도로 펼쳐져요. ' +
      '남산 순환로를 따라 걸어 올라가도 좋고 남산 케이블카를 타면 금방이에요. ' +
      '해 질 무렵에 올라가서 노을과 야경을 모두 보고 내려오는 코스를 추천해요.',
    location: '서울특별시 용산구 남산공원길 105',
    lat: 37.5512,
    lng: 126.9882,
    category: '도시',
    budget_min: 10000,
    budget_max: 40000,
    rating: 8,
    hashtags: ['#남산서울타워', '#서울야경', '#남산케이블카', '#사랑의자물쇠'],
    palette: ['#2b2d5c', '#f29e6d'],
    motif: 'city',
  },
  {
    key: 'lotte-world-tower',
    title: '롯데월드타워 서울스카이',
    description:
      '117층부터 123층까지 이어지는 전망대에서 서울 전역을 내려다볼 수 있고, 맑은 날엔 서해까지 보여요. ' +
      '유리 바닥으로 된 스카이데크는 생각보다 아찔하니 꼭 한번 올라서 보세요. ' +
      '내려와서는 석촌호수 산책로를 한 바퀴 도는 걸 추천해요.',
    location: '서울특별시 송파구 올림픽로 300',
    lat: 37.5126,
    lng: 127.1025,
    category: '도시',
    budget_min: 30000,
    budget_max: 60000,
    rating: 8,
    hashtags: ['#롯데월드타워', '#서울스카이', '#석촌호수', '#잠실데이트'],
    palette: ['#6aa5d9', '#1f2f4a'],
    motif: 'city',
  },
  {
    key: 'seongsu-cafe-street',
    title: '성수동 카페거리',
    description:
      '오래된 공장과 창고를 고쳐 만든 카페, 편집숍, 팝업 스토어가 모여 있는 서울의 가장 힙한 동네예요. ' +
      '주말에는 인기 팝업마다 대기 줄이 길어서 평일 오전에 가면 훨씬 여유로워요. ' +
      '걷다 지치면 바로 옆 서울숲에서 잠시 쉬어 가세요.',
    location: '서울특별시 성동구 연무장길 일대',
    lat: 37.543,
    lng: 127.056,
    category: '도시',
    budget_min: 15000,
    budget_max: 50000,
    rating: 8,
    hashtags: ['#성수동', '#성수카페', '#팝업스토어', '#서울숲'],
    palette: ['#f4d6c6', '#6b4f4f'],
    motif: 'city',
  },
  {
    key: 'songdo-central-park',
    title: '송도 센트럴파크',
    description:
      '초고층 빌딩 숲 한가운데로 바닷물을 끌어온 수로가 흐르는 도심 공원이에요. ' +
      '수상택시나 카약을 타고 빌딩 사이를 지나가는 경험이 색다르고, 해가 지면 건물 조명이 물에 비쳐 야경이 멋져요. ' +
      '인천공항과 가까워 출국 전후에 잠깐 들르기에도 좋아요.',
    location: '인천광역시 연수구 컨벤시아대로 160',
    lat: 37.3925,
    lng: 126.6395,
    category: '도시',
    budget_min: 5000,
    budget_max: 30000,
    rating: 7,
    hashtags: ['#송도센트럴파크', '#인천야경', '#수상택시', '#도심공원'],
    palette: ['#9ec9e8', '#2d4b6e'],
    motif: 'city',
  },

  // ------------------------------------------------------------------ 맛집
  {
    key: 'gwangjang-market',
    title: '광장시장',
    description:
      '100년이 넘은 서울의 대표 전통시장으로, 먹자골목에 들어서면 빈대떡 부치는 고소한 냄새에 발길이 절로 멈춰요. ' +
      '녹두빈대떡과 마약김밥, 육회는 꼭 맛봐야 할 메뉴예요. ' +
      '저녁에는 자리 잡기가 어려우니 조금 이른 시간에 가는 걸 추천해요.',
    location: '서울특별시 종로구 창경궁로 88',
    lat: 37.57,
    lng: 126.9997,
    category: '맛집',
    budget_min: 10000,
    budget_max: 30000,
    rating: 9,
    hashtags: ['#광장시장', '#빈대떡', '#마약김밥', '#서울전통시장'],
    palette: ['#f7c873', '#b5432c'],
    motif: 'food',
  },
  {
    key: 'jagalchi-market',
    title: '부산 자갈치시장',
    description:
      '부산 바다의 활기를 그대로 느낄 수 있는 국내 최대 규모의 수산시장이에요. ' +
      '1층에서 직접 고른 회를 2층 식당에서 바로 먹을 수 있는데, 상차림비가 따로 붙는지 미리 물어보세요. ' +
      '시장 구경을 마치면 길 건너 BIFF 광장에서 씨앗호떡으로 입가심하면 완벽해요.',
    location: '부산광역시 중구 자갈치해안로 52',
    lat: 35.0966,
    lng: 129.0306,
    category: '맛집',
    budget_min: 20000,
    budget_max: 60000,
    rating: 8,
    hashtags: ['#자갈치시장', '#부산회', '#수산시장', '#씨앗호떡'],
    palette: ['#8ecae6', '#d9534f'],
    motif: 'food',
  },
  {
    key: 'jeju-dongmun-market',
    title: '제주 동문시장',
    description:
      '제주에서 가장 오래된 상설시장으로 감귤, 오메기떡, 갈치 같은 제주 특산물을 한곳에서 살 수 있어요. ' +
      '해가 지면 열리는 야시장에서는 흑돼지 꼬치와 전복 김밥 같은 먹거리가 줄지어 나와요. ' +
      '공항에서 가까워 여행 첫날이나 마지막 날 들르기에 딱 좋아요.',
    location: '제주특별자치도 제주시 관덕로14길 20',
    lat: 33.5123,
    lng: 126.5278,
    category: '맛집',
    budget_min: 10000,
    budget_max: 35000,
    rating: 8,
    hashtags: ['#동문시장', '#제주야시장', '#오메기떡', '#흑돼지꼬치'],
    palette: ['#ffb347', '#e4572e'],
    motif: 'food',
  },
  {
    key: 'sokcho-jungang-market',
    title: '속초 관광수산시장',
    description:
      '속초 여행이라면 빠질 수 없는 시장으로, 닭강정과 오징어순대, 새우튀김 가게 앞은 늘 줄이 길어요. ' +
      '닭강정은 포장해서 숙소나 바닷가에서 먹는 사람이 많아요. ' +
      '지하 회센터에서는 싱싱한 회를 합리적인 가격에 즐길 수 있어요.',
    location: '강원특별자치도 속초시 중앙로147번길 16',
    lat: 38.2045,
    lng: 128.59,
    category: '맛집',
    budget_min: 10000,
    budget_max: 40000,
    rating: 8,
    hashtags: ['#속초중앙시장', '#속초닭강정', '#오징어순대', '#속초여행'],
    palette: ['#a3d5ff', '#c0392b'],
    motif: 'food',
  },
  {
    key: 'gangneung-anmok-coffee-street',
    title: '강릉 안목해변 커피거리',
    description:
      '해변을 따라 카페가 줄지어 선 거리로, 창밖의 파도를 바라보며 마시는 커피 한 잔이 일품이에요. ' +
      '강릉은 이름난 로스터리가 많은 도시라 핸드드립 메뉴를 골라 보는 것도 좋아요. ' +
      '매년 가을에는 강릉커피축제가 열려 거리가 한층 북적여요.',
    location: '강원특별자치도 강릉시 견소동 창해로14번길 일대',
    lat: 37.7719,
    lng: 128.9474,
    category: '맛집',
    budget_min: 10000,
    budget_max: 25000,
    rating: 8,
    hashtags: ['#안목커피거리', '#강릉카페', '#바다뷰카페', '#강릉커피축제'],
    palette: ['#bde0fe', '#7f5539'],
    motif: 'food',
  },

  // ------------------------------------------------------------------ 문화
  {
    key: 'gyeongbokgung',
    title: '경복궁',
    description:
      '조선 왕조의 법궁으로, 근정전과 경회루의 웅장함은 직접 봐야 실감이 나요. ' +
      '한복을 입으면 무료로 입장할 수 있어 인생 사진을 남기기에도 좋아요. ' +
      '수문장 교대식 시간에 맞춰 광화문 앞에 도착하고, 봄·가을 야간 관람은 예매가 금방 마감되니 서두르세요.',
    location: '서울특별시 종로구 사직로 161',
    lat: 37.5796,
    lng: 126.977,
    category: '문화',
    budget_min: 3000,
    budget_max: 30000,
    rating: 9,
    hashtags: ['#경복궁', '#한복체험', '#야간관람', '#서울고궁'],
    palette: ['#a8d0e6', '#7a2e2e'],
    motif: 'temple',
  },
  {
    key: 'bulguksa',
    title: '경주 불국사',
    description:
      '신라 불교 예술의 정수가 담긴 사찰로, 다보탑과 석가탑이 나란히 선 대웅전 앞마당은 언제 봐도 감탄이 나와요. ' +
      '청운교와 백운교의 돌계단도 놓치지 마세요. ' +
      '벚꽃이 피는 4월 초와 단풍이 드는 11월이 특히 아름답고, 석굴암과 함께 둘러보면 좋아요.',
    location: '경상북도 경주시 불국로 385',
    lat: 35.79,
    lng: 129.332,
    category: '문화',
    budget_min: 5000,
    budget_max: 25000,
    rating: 9,
    hashtags: ['#불국사', '#경주여행', '#석가탑', '#유네스코세계유산'],
    palette: ['#f6d6ad', '#5b3a29'],
    motif: 'temple',
  },
  {
    key: 'jeonju-hanok-village',
    title: '전주한옥마을',
    description:
      '700여 채의 한옥이 모여 있는 마을로, 골목을 걷다 보면 시간이 천천히 흐르는 느낌이에요. ' +
      '경기전과 전동성당을 둘러본 뒤 오목대에 오르면 기와지붕이 물결치는 풍경을 내려다볼 수 있어요. ' +
      '전주비빔밥과 길거리 간식도 빼놓을 수 없는 즐거움이에요.',
    location: '전북특별자치도 전주시 완산구 기린대로 99',
    lat: 35.8151,
    lng: 127.153,
    category: '문화',
    budget_min: 15000,
    budget_max: 50000,
    rating: 9,
    hashtags: ['#전주한옥마을', '#전주비빔밥', '#한복사진', '#오목대'],
    palette: ['#f3e1c7', '#4a3b32'],
    motif: 'temple',
  },
  {
    key: 'gamcheon-culture-village',
    title: '감천문화마을',
    description:
      "산비탈에 알록달록한 집들이 계단처럼 층층이 모여 있어 '한국의 마추픽추'라고도 불려요. " +
      '안내소에서 스탬프 지도를 사서 골목 곳곳의 벽화와 설치 작품을 찾아다니는 재미가 쏠쏠해요. ' +
      '주민들이 실제로 사는 곳이니 조용히 둘러봐 주세요.',
    location: '부산광역시 사하구 감내2로 203',
    lat: 35.0975,
    lng: 129.0106,
    category: '문화',
    budget_min: 3000,
    budget_max: 20000,
    rating: 8,
    hashtags: ['#감천문화마을', '#부산벽화마을', '#어린왕자', '#부산가볼만한곳'],
    palette: ['#87ceeb', '#f28482'],
    motif: 'city',
  },
  {
    key: 'andong-hahoe-village',
    title: '안동 하회마을',
    description:
      '낙동강이 마을을 S자로 감싸 돌아 흐르는 600년 역사의 전통 마을이에요. ' +
      '강 건너 부용대에 올라가면 물길에 둘러싸인 마을 전경이 한눈에 들어와요. ' +
      '하회별신굿탈놀이 상설 공연 일정을 미리 확인하고 가면 더 알차게 즐길 수 있어요.',
    location: '경상북도 안동시 풍천면 전서로 186',
    lat: 36.5389,
    lng: 128.5181,
    category: '문화',
    budget_min: 5000,
    budget_max: 30000,
    rating: 8,
    hashtags: ['#하회마을', '#안동여행', '#하회탈', '#전통마을'],
    palette: ['#e9dcc9', '#556b2f'],
    motif: 'temple',
  },
  {
    key: 'suwon-hwaseong',
    title: '수원화성',
    description:
      '정조가 세운 성곽으로, 성벽을 따라 한 바퀴 걸으면 두 시간 남짓 걸려요. ' +
      '방화수류정에서 바라보는 용연 풍경은 해 질 녘에 특히 아름다워요. ' +
      '걷기가 부담스럽다면 화성어차를 타고 주요 명소를 둘러볼 수도 있어요. ' +
      '산책 후엔 수원 통닭거리에서 치킨 한 마리 어떠세요?',
    location: '경기도 수원시 팔달구 정조로 825',
    lat: 37.282,
    lng: 127.0136,
    category: '문화',
    budget_min: 5000,
    budget_max: 35000,
    rating: 8,
    hashtags: ['#수원화성', '#방화수류정', '#성곽길', '#수원통닭거리'],
    palette: ['#f9d29d', '#6d4c41'],
    motif: 'temple',
  },

  // ------------------------------------------------------------------ 액티비티
  {
    key: 'danyang-paragliding',
    title: '단양 패러글라이딩',
    description:
      '남한강과 단양 읍내를 발아래 두고 하늘을 나는 짜릿한 경험을 할 수 있어요. ' +
      '전문 강사와 함께 타는 2인 비행이라 처음이어도 걱정 없고, 비행 영상도 찍어 줘요. ' +
      '바람 상황에 따라 비행이 취소될 수 있으니 당일 아침에 한 번 더 확인하세요.',
    location: '충청북도 단양군 단양읍 양방산 활공장',
    lat: 36.9735,
    lng: 128.3463,
    category: '액티비티',
    budget_min: 90000,
    budget_max: 150000,
    rating: 9,
    hashtags: ['#단양패러글라이딩', '#양방산', '#이색체험', '#하늘여행'],
    palette: ['#7ec8e3', '#2e7d32'],
    motif: 'activity',
  },
  {
    key: 'yangyang-surfyy-beach',
    title: '양양 서피비치',
    description:
      '국내 서핑 문화의 중심지로, 초보자를 위한 강습과 장비 대여가 잘 갖춰져 있어요. ' +
      '강습은 이론과 실습을 합쳐 두 시간 정도라 하루만 투자해도 보드 위에 서는 기쁨을 맛볼 수 있어요. ' +
      '해가 지면 해변 펍에서 음악과 함께 여름밤을 즐겨 보세요.',
    location: '강원특별자치도 양양군 현북면 하조대해안길 119',
    lat: 38.0282,
    lng: 128.7193,
    category: '액티비티',
    budget_min: 50000,
    budget_max: 120000,
    rating: 8,
    hashtags: ['#서피비치', '#양양서핑', '#서핑강습', '#여름휴가'],
    palette: ['#48cae4', '#f4a261'],
    motif: 'activity',
  },
  {
    key: 'tongyeong-cable-car',
    title: '통영 케이블카',
    description:
      '미륵산 정상 근처까지 케이블카로 오르면 한려수도의 크고 작은 섬들이 바다 위에 흩뿌려진 풍경이 펼쳐져요. ' +
      '상부 정류장에서 정상까지는 10분 남짓 걸으면 되고, 맑은 날에는 멀리 대마도가 보이기도 해요. ' +
      '내려와서는 루지를 타거나 동피랑 벽화마을까지 둘러보는 코스를 추천해요.',
    location: '경상남도 통영시 발개로 205',
    lat: 34.8272,
    lng: 128.4245,
    category: '액티비티',
    budget_min: 17000,
    budget_max: 50000,
    rating: 8,
    hashtags: ['#통영케이블카', '#한려수도', '#미륵산', '#통영루지'],
    palette: ['#90e0ef', '#0077b6'],
    motif: 'island',
  },
  {
    key: 'haeundae-blueline-park',
    title: '해운대 블루라인파크',
    description:
      '미포에서 송정까지 이어지는 옛 동해남부선 철길을 따라 해변열차가 달리고, 미포와 청사포 사이에는 스카이캡슐도 다녀요. ' +
      '알록달록한 스카이캡슐은 인기가 많아서 주말이라면 며칠 전에 예약하는 게 좋아요. ' +
      '해 질 무렵 바다 쪽 좌석에 앉으면 주황빛으로 물드는 바다를 감상할 수 있어요.',
    location: '부산광역시 해운대구 달맞이길62번길 13',
    lat: 35.1588,
    lng: 129.1725,
    category: '액티비티',
    budget_min: 7000,
    budget_max: 40000,
    rating: 9,
    hashtags: ['#블루라인파크', '#스카이캡슐', '#해변열차', '#청사포'],
    palette: ['#ffd166', '#118ab2'],
    motif: 'sea',
  },

  // ------------------------------------------------------------------ 바다
  {
    key: 'haeundae-beach',
    title: '해운대해수욕장',
    description:
      '부산을 대표하는 해변으로, 넓은 백사장과 고층 빌딩이 어우러진 풍경이 이국적이에요. ' +
      '여름 성수기엔 파라솔이 빼곡하지만 이른 아침 산책은 한적하고 좋아요. ' +
      '동백섬 누리마루까지 이어지는 해안 산책로도 꼭 걸어 보세요.',
    location: '부산광역시 해운대구 해운대해변로 264',
    lat: 35.1587,
    lng: 129.1604,
    category: '바다',
    budget_min: 10000,
    budget_max: 50000,
    rating: 9,
    hashtags: ['#해운대', '#부산바다', '#동백섬', '#여름바다'],
    palette: ['#87ceeb', '#0a6e9a'],
    motif: 'sea',
  },
  {
    key: 'udo',
    title: '우도',
    description:
      '성산항에서 배로 15분이면 닿는 작은 섬으로, 에메랄드빛 바다와 하얀 모래 해변이 펼쳐져요. ' +
      '전기 자전거나 스쿠터를 빌리면 두세 시간 만에 섬을 한 바퀴 돌 수 있어요. ' +
      '우도 땅콩 아이스크림은 꼭 먹어 보고, 바람이 강한 날엔 배편 운항 여부를 미리 확인하세요.',
    location: '제주특별자치도 제주시 우도면 연평리',
    lat: 33.5061,
    lng: 126.9525,
    category: '바다',
    budget_min: 20000,
    budget_max: 60000,
    rating: 9,
    hashtags: ['#우도', '#땅콩아이스크림', '#섬여행', '#제주동쪽'],
    palette: ['#7fdbda', '#1b998b'],
    motif: 'island',
  },
  {
    key: 'gyeongpo-beach',
    title: '경포해변',
    description:
      '강릉을 대표하는 해변으로, 바로 뒤에 경포호가 있어 바다와 호수를 함께 즐길 수 있어요. ' +
      '봄에는 경포호 둘레로 벚꽃이 흐드러지게 피어 산책하기 좋아요. ' +
      '새해 해돋이 명소로도 유명하니 1월 1일에 간다면 일찍 자리를 잡으세요.',
    location: '강원특별자치도 강릉시 창해로 514',
    lat: 37.8057,
    lng: 128.908,
    category: '바다',
    budget_min: 10000,
    budget_max: 40000,
    rating: 8,
    hashtags: ['#경포해변', '#강릉바다', '#경포호', '#해돋이명소'],
    palette: ['#a2d2ff', '#1d3557'],
    motif: 'sea',
  },
  {
    key: 'yeosu-odongdo',
    title: '여수 오동도',
    description:
      '긴 방파제 길을 따라 걸어 들어가는 작은 섬으로, 겨울부터 이른 봄까지 붉은 동백꽃이 섬을 뒤덮어요. ' +
      '들어갈 때는 동백열차를 타고, 나올 때는 숲길과 방파제를 천천히 걸어 나오는 코스가 편해요. ' +
      '저녁에는 이순신광장 쪽으로 넘어가 여수 밤바다 야경과 낭만포차를 즐겨 보세요.',
    location: '전라남도 여수시 오동도로 222',
    lat: 34.7436,
    lng: 127.7662,
    category: '바다',
    budget_min: 5000,
    budget_max: 40000,
    rating: 8,
    hashtags: ['#오동도', '#여수밤바다', '#동백꽃', '#낭만포차'],
    palette: ['#1d2b53', '#e63946'],
    motif: 'island',
  },
  {
    key: 'taean-mallipo',
    title: '태안 만리포해수욕장',
    description:
      '서해안에서 손꼽히는 넓은 백사장을 가진 해수욕장으로, 물이 얕고 파도가 잔잔해 아이와 함께 가기 좋아요. ' +
      '해 질 녘 수평선 너머로 떨어지는 서해 노을이 장관이에요. ' +
      '요즘은 서핑 명소로도 알려져 초보자 강습을 받는 사람들도 많아요.',
    location: '충청남도 태안군 소원면 모항리 만리포해수욕장',
    lat: 36.7867,
    lng: 126.1421,
    category: '바다',
    budget_min: 10000,
    budget_max: 40000,
    rating: 7,
    hashtags: ['#만리포', '#서해노을', '#태안여행', '#가족여행'],
    palette: ['#ffb4a2', '#355070'],
    motif: 'sea',
  },
];

export interface DemoPlan {
  /** "HH:MM" or null when the plan has no fixed time. */
  time: string | null;
  /** Key of a demo destination, or null for a free-text place. */
  destination_key: string | null;
  destination: string;
  location: string;
  note: string;
  /** Minutes, at least 1. */
  duration: number;
  /** Won, at least 0. */
  cost: number;
}

export interface DemoItinerary {
  title: string;
  /** Days from "today" to the first day. */
  start_offset_days: number;
  length_days: number;
  is_public: true;
  days: { day_number: number; plans: DemoPlan[] }[];
}

function destinationByKey(key: string): DemoDestination {
  const found = demoDestinations.find((d) => d.key === key);
  if (!found) throw new Error(`Unknown demo destination: ${key}`);
  return found;
}

/** A plan at a demo destination: name and location are copied from it. */
function at(key: string, time: string, duration: number, cost: number, note: string): DemoPlan {
  const d = destinationByKey(key);
  return {
    time,
    destination_key: key,
    destination: d.title,
    location: d.location,
    note,
    duration,
    cost,
  };
}

/** A plan at a place that is not one of the demo destinations. */
function place(
  destination: string,
  location: string,
  time: string,
  duration: number,
  cost: number,
  note: string,
): DemoPlan {
  return {
    time,
    destination_key: null,
    destination,
    location,
    note,
    duration,
    cost,
  };
}

export const demoItineraries: DemoItinerary[] = [
  {
    title: '제주 동쪽 2박 3일 힐링 여행',
    start_offset_days: 14,
    length_days: 3,
    is_public: true,
    days: [
      {
        day_number: 1,
        plans: [
          at(
            'jeju-dongmun-market',
            '12:30',
            90,
            20000,
            '공항에서 가까워 첫 끼로 딱이에요. 고기국수 한 그릇 먹고 오메기떡은 간식으로 챙겨요.',
          ),
          place(
            '함덕해수욕장',
            '제주특별자치도 제주시 조천읍 조함해안로 525',
            '15:00',
            120,
            8000,
            '에메랄드빛 바다를 보며 모래사장 산책, 서우봉 둘레길까지 걸어도 좋아요.',
          ),
          place(
            '세화해변',
            '제주특별자치도 제주시 구좌읍 해녀박물관길 27',
            '18:00',
            60,
            0,
            '동쪽 숙소로 가는 길에 들러 노을 보기. 해변 앞 카페 창가 자리를 추천해요.',
          ),
        ],
      },
      {
        day_number: 2,
        plans: [
          at(
            'seongsan-ilchulbong',
            '05:40',
            120,
            5000,
            '일출 30분 전에는 매표소에 도착해야 정상에서 해 뜨는 걸 볼 수 있어요. 겉옷 필수!',
          ),
          place(
            '성산포항 종합여객터미널',
            '제주특별자치도 서귀포시 성산읍 성산등용로 112-7',
            '09:00',
            30,
            11000,
            '우도행 왕복 배편. 신분증이 있어야 승선권을 살 수 있어요.',
          ),
          at(
            'udo',
            '09:30',
            300,
            35000,
            '전기 자전거로 섬 한 바퀴. 서빈백사에서 쉬어 가고 땅콩 아이스크림도 꼭 먹기.',
          ),
          place(
            '광치기해변',
            '제주특별자치도 서귀포시 성산읍 고성리 224-33',
            '16:30',
            60,
            0,
            '썰물 때 드러나는 초록 이끼 바위와 성산일출봉이 한 프레임에 담기는 사진 명소예요.',
          ),
        ],
      },
      {
        day_number: 3,
        plans: [
          place(
            '비자림',
            '제주특별자치도 제주시 구좌읍 비자숲길 55',
            '09:00',
            90,
            3000,
            '천년 넘은 비자나무 숲길을 천천히 걸으며 여행 마무리 힐링.',
          ),
          place(
            '월정리해변',
            '제주특별자치도 제주시 구좌읍 월정리 33-3',
            '11:30',
            120,
            25000,
            '바다가 보이는 카페에서 브런치 먹고 해변 산책.',
          ),
          place(
            '제주국제공항',
            '제주특별자치도 제주시 공항로 2',
            '16:00',
            60,
            0,
            '렌터카 반납 시간까지 넉넉히 잡고 출발하기.',
          ),
        ],
      },
    ],
  },
  {
    title: '부산 바다 따라 1박 2일',
    start_offset_days: 30,
    length_days: 2,
    is_public: true,
    days: [
      {
        day_number: 1,
        plans: [
          at(
            'haeundae-beach',
            '11:00',
            90,
            15000,
            '해변 산책 후 동백섬 해안 산책로까지 한 바퀴. 점심은 근처 돼지국밥으로!',
          ),
          at(
            'haeundae-blueline-park',
            '14:00',
            120,
            35000,
            '미포에서 스카이캡슐 타고 청사포까지, 돌아올 땐 해변열차. 캡슐은 미리 예약해 두기.',
          ),
          place(
            '광안리해수욕장',
            '부산광역시 수영구 광안해변로 219',
            '19:00',
            150,
            40000,
            '광안대교 야경 보면서 해변 앞 횟집에서 저녁. 주말이면 드론쇼도 볼 수 있어요.',
          ),
        ],
      },
      {
        day_number: 2,
        plans: [
          at(
            'gamcheon-culture-village',
            '10:00',
            120,
            3000,
            '스탬프 지도 들고 골목 탐방. 어린왕자 포토존은 오전에 가야 덜 붐벼요.',
          ),
          at('jagalchi-market', '12:30', 90, 30000, '회 한 접시로 점심, 후식은 BIFF 광장 씨앗호떡.'),
          place(
            '흰여울문화마을',
            '부산광역시 영도구 영선동4가 1044-6',
            '15:00',
            90,
            8000,
            '절벽 위 골목에서 바다를 보며 커피 한잔하고 여행 마무리.',
          ),
        ],
      },
    ],
  },
];
