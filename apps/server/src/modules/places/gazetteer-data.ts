/**
 * Offline gazetteer of South Korea: every provincial-level division, every city and county, the
 * districts of the metropolitan cities, and well-known sights. It lets place search work with no
 * network at all (the builtin places provider), so a fresh install or a test run never depends on
 * an external map API.
 *
 * Coordinates are WGS84. Administrative units point at their city hall / county or district
 * office (where a visitor would expect "the centre"), not at the polygon centroid, which for
 * rural counties can land on an empty mountain. Sights point at the visitor-facing spot: the main
 * gate, the beach front, or the summit for mountains.
 *
 * Addresses use the names in force since 2024 (강원특별자치도, 전북특별자치도, 대구광역시 군위군).
 */

export interface GazetteerPlace {
  name: string;
  /** Revised Romanization, so visitors can search in Latin letters. */
  romanized: string;
  /** Short administrative address, from the province down to the town or neighbourhood. */
  address: string;
  lat: number;
  lng: number;
  kind: 'province' | 'city' | 'district' | 'sight';
}

const SEOUL = '서울특별시';
const BUSAN = '부산광역시';
const DAEGU = '대구광역시';
const INCHEON = '인천광역시';
const GWANGJU = '광주광역시';
const DAEJEON = '대전광역시';
const ULSAN = '울산광역시';
const SEJONG = '세종특별자치시';
const GYEONGGI = '경기도';
const GANGWON = '강원특별자치도';
const CHUNGBUK = '충청북도';
const CHUNGNAM = '충청남도';
const JEONBUK = '전북특별자치도';
const JEONNAM = '전라남도';
const GYEONGBUK = '경상북도';
const GYEONGNAM = '경상남도';
const JEJU = '제주특별자치도';

function province(name: string, romanized: string, lat: number, lng: number): GazetteerPlace {
  return { name, romanized, address: name, lat, lng, kind: 'province' };
}

function city(parent: string, name: string, romanized: string, lat: number, lng: number): GazetteerPlace {
  return { name, romanized, address: `${parent} ${name}`, lat, lng, kind: 'city' };
}

function district(parent: string, name: string, romanized: string, lat: number, lng: number): GazetteerPlace {
  return { name, romanized, address: `${parent} ${name}`, lat, lng, kind: 'district' };
}

function sight(
  parent: string,
  name: string,
  romanized: string,
  locality: string,
  lat: number,
  lng: number,
): GazetteerPlace {
  return { name, romanized, address: `${parent} ${locality}`, lat, lng, kind: 'sight' };
}

const provinces: GazetteerPlace[] = [
  province(SEOUL, 'Seoul', 37.5663, 126.9779),
  province(BUSAN, 'Busan', 35.1798, 129.0751),
  province(DAEGU, 'Daegu', 35.8714, 128.6014),
  province(INCHEON, 'Incheon', 37.4563, 126.7052),
  province(GWANGJU, 'Gwangju', 35.1601, 126.8514),
  province(DAEJEON, 'Daejeon', 36.3504, 127.3849),
  province(ULSAN, 'Ulsan', 35.5396, 129.3114),
  province(SEJONG, 'Sejong', 36.4801, 127.2891),
  province(GYEONGGI, 'Gyeonggi-do', 37.2891, 127.0535),
  province(GANGWON, 'Gangwon State', 37.8853, 127.7298),
  province(CHUNGBUK, 'Chungcheongbuk-do', 36.6357, 127.4912),
  province(CHUNGNAM, 'Chungcheongnam-do', 36.6588, 126.6728),
  province(JEONBUK, 'Jeonbuk State', 35.8203, 127.1088),
  province(JEONNAM, 'Jeollanam-do', 34.8161, 126.4629),
  province(GYEONGBUK, 'Gyeongsangbuk-do', 36.5759, 128.5056),
  province(GYEONGNAM, 'Gyeongsangnam-do', 35.2383, 128.6924),
  province(JEJU, 'Jeju', 33.4889, 126.4983),
];

const cities: GazetteerPlace[] = [
  // 경기도: 28 cities, 3 counties
  city(GYEONGGI, '수원시', 'Suwon-si', 37.2634, 127.0286),
  city(GYEONGGI, '성남시', 'Seongnam-si', 37.4201, 127.1267),
  city(GYEONGGI, '의정부시', 'Uijeongbu-si', 37.7381, 127.0337),
  city(GYEONGGI, '안양시', 'Anyang-si', 37.3943, 126.9569),
  city(GYEONGGI, '부천시', 'Bucheon-si', 37.5035, 126.7658),
  city(GYEONGGI, '광명시', 'Gwangmyeong-si', 37.4785, 126.8647),
  city(GYEONGGI, '평택시', 'Pyeongtaek-si', 36.9923, 127.1127),
  city(GYEONGGI, '동두천시', 'Dongducheon-si', 37.9035, 127.0612),
  city(GYEONGGI, '안산시', 'Ansan-si', 37.3219, 126.8308),
  city(GYEONGGI, '고양시', 'Goyang-si', 37.6582, 126.8321),
  city(GYEONGGI, '과천시', 'Gwacheon-si', 37.4292, 126.9876),
  city(GYEONGGI, '구리시', 'Guri-si', 37.5943, 127.1297),
  city(GYEONGGI, '남양주시', 'Namyangju-si', 37.6358, 127.2166),
  city(GYEONGGI, '오산시', 'Osan-si', 37.1498, 127.0771),
  city(GYEONGGI, '시흥시', 'Siheung-si', 37.3801, 126.8029),
  city(GYEONGGI, '군포시', 'Gunpo-si', 37.3616, 126.9353),
  city(GYEONGGI, '의왕시', 'Uiwang-si', 37.3448, 126.9687),
  city(GYEONGGI, '하남시', 'Hanam-si', 37.5391, 127.2146),
  city(GYEONGGI, '용인시', 'Yongin-si', 37.2406, 127.1773),
  city(GYEONGGI, '파주시', 'Paju-si', 37.7594, 126.7803),
  city(GYEONGGI, '이천시', 'Icheon-si', 37.2722, 127.4351),
  city(GYEONGGI, '안성시', 'Anseong-si', 37.0079, 127.2799),
  city(GYEONGGI, '김포시', 'Gimpo-si', 37.6153, 126.7155),
  city(GYEONGGI, '화성시', 'Hwaseong-si', 37.1994, 126.8317),
  city(GYEONGGI, '광주시', 'Gwangju-si', 37.4294, 127.2551),
  city(GYEONGGI, '양주시', 'Yangju-si', 37.7853, 127.0458),
  city(GYEONGGI, '포천시', 'Pocheon-si', 37.8949, 127.2004),
  city(GYEONGGI, '여주시', 'Yeoju-si', 37.2982, 127.6366),
  city(GYEONGGI, '양평군', 'Yangpyeong-gun', 37.4917, 127.4874),
  city(GYEONGGI, '가평군', 'Gapyeong-gun', 37.8315, 127.5099),
  city(GYEONGGI, '연천군', 'Yeoncheon-gun', 38.0964, 127.0751),

  // 강원특별자치도: 7 cities, 11 counties
  city(GANGWON, '춘천시', 'Chuncheon-si', 37.8813, 127.7301),
  city(GANGWON, '원주시', 'Wonju-si', 37.3421, 127.9197),
  city(GANGWON, '강릉시', 'Gangneung-si', 37.7521, 128.8759),
  city(GANGWON, '동해시', 'Donghae-si', 37.5249, 129.1144),
  city(GANGWON, '태백시', 'Taebaek-si', 37.1641, 128.9856),
  city(GANGWON, '속초시', 'Sokcho-si', 38.2072, 128.5921),
  city(GANGWON, '삼척시', 'Samcheok-si', 37.4499, 129.1654),
  city(GANGWON, '홍천군', 'Hongcheon-gun', 37.6971, 127.8888),
  city(GANGWON, '횡성군', 'Hoengseong-gun', 37.4917, 127.9851),
  city(GANGWON, '영월군', 'Yeongwol-gun', 37.1837, 128.4618),
  city(GANGWON, '평창군', 'Pyeongchang-gun', 37.3707, 128.3903),
  city(GANGWON, '정선군', 'Jeongseon-gun', 37.3806, 128.6608),
  city(GANGWON, '철원군', 'Cheorwon-gun', 38.1466, 127.3126),
  city(GANGWON, '화천군', 'Hwacheon-gun', 38.1062, 127.7081),
  city(GANGWON, '양구군', 'Yanggu-gun', 38.1101, 127.9899),
  city(GANGWON, '인제군', 'Inje-gun', 38.0695, 128.1697),
  city(GANGWON, '고성군', 'Goseong-gun', 38.3806, 128.4681),
  city(GANGWON, '양양군', 'Yangyang-gun', 38.0754, 128.6191),

  // 충청북도: 3 cities, 8 counties
  city(CHUNGBUK, '청주시', 'Cheongju-si', 36.6424, 127.4891),
  city(CHUNGBUK, '충주시', 'Chungju-si', 36.9911, 127.9259),
  city(CHUNGBUK, '제천시', 'Jecheon-si', 37.1326, 128.1909),
  city(CHUNGBUK, '보은군', 'Boeun-gun', 36.4894, 127.7295),
  city(CHUNGBUK, '옥천군', 'Okcheon-gun', 36.3064, 127.5713),
  city(CHUNGBUK, '영동군', 'Yeongdong-gun', 36.1749, 127.7834),
  city(CHUNGBUK, '증평군', 'Jeungpyeong-gun', 36.7853, 127.5815),
  city(CHUNGBUK, '진천군', 'Jincheon-gun', 36.8547, 127.4358),
  city(CHUNGBUK, '괴산군', 'Goesan-gun', 36.8153, 127.7867),
  city(CHUNGBUK, '음성군', 'Eumseong-gun', 36.9402, 127.6905),
  city(CHUNGBUK, '단양군', 'Danyang-gun', 36.9847, 128.3655),

  // 충청남도: 8 cities, 7 counties
  city(CHUNGNAM, '천안시', 'Cheonan-si', 36.8151, 127.1139),
  city(CHUNGNAM, '공주시', 'Gongju-si', 36.4466, 127.1191),
  city(CHUNGNAM, '보령시', 'Boryeong-si', 36.3326, 126.6122),
  city(CHUNGNAM, '아산시', 'Asan-si', 36.7898, 127.0026),
  city(CHUNGNAM, '서산시', 'Seosan-si', 36.7848, 126.4503),
  city(CHUNGNAM, '논산시', 'Nonsan-si', 36.1872, 127.0989),
  city(CHUNGNAM, '계룡시', 'Gyeryong-si', 36.2742, 127.2488),
  city(CHUNGNAM, '당진시', 'Dangjin-si', 36.8897, 126.6462),
  city(CHUNGNAM, '금산군', 'Geumsan-gun', 36.1088, 127.4881),
  city(CHUNGNAM, '부여군', 'Buyeo-gun', 36.2757, 126.9098),
  city(CHUNGNAM, '서천군', 'Seocheon-gun', 36.0803, 126.6919),
  city(CHUNGNAM, '청양군', 'Cheongyang-gun', 36.4592, 126.8023),
  city(CHUNGNAM, '홍성군', 'Hongseong-gun', 36.6013, 126.6609),
  city(CHUNGNAM, '예산군', 'Yesan-gun', 36.6809, 126.8449),
  city(CHUNGNAM, '태안군', 'Taean-gun', 36.7456, 126.2981),

  // 전북특별자치도: 6 cities, 8 counties
  city(JEONBUK, '전주시', 'Jeonju-si', 35.8244, 127.1478),
  city(JEONBUK, '군산시', 'Gunsan-si', 35.9675, 126.7369),
  city(JEONBUK, '익산시', 'Iksan-si', 35.9483, 126.9577),
  city(JEONBUK, '정읍시', 'Jeongeup-si', 35.5701, 126.8564),
  city(JEONBUK, '남원시', 'Namwon-si', 35.4164, 127.3904),
  city(JEONBUK, '김제시', 'Gimje-si', 35.8034, 126.8806),
  city(JEONBUK, '완주군', 'Wanju-gun', 35.9048, 127.1621),
  city(JEONBUK, '진안군', 'Jinan-gun', 35.7918, 127.4246),
  city(JEONBUK, '무주군', 'Muju-gun', 36.0068, 127.6608),
  city(JEONBUK, '장수군', 'Jangsu-gun', 35.6473, 127.5212),
  city(JEONBUK, '임실군', 'Imsil-gun', 35.6178, 127.2891),
  city(JEONBUK, '순창군', 'Sunchang-gun', 35.3744, 127.1375),
  city(JEONBUK, '고창군', 'Gochang-gun', 35.4358, 126.7021),
  city(JEONBUK, '부안군', 'Buan-gun', 35.7318, 126.7335),

  // 전라남도: 5 cities, 17 counties
  city(JEONNAM, '목포시', 'Mokpo-si', 34.8118, 126.3922),
  city(JEONNAM, '여수시', 'Yeosu-si', 34.7604, 127.6623),
  city(JEONNAM, '순천시', 'Suncheon-si', 34.9506, 127.4873),
  city(JEONNAM, '나주시', 'Naju-si', 35.0159, 126.7109),
  city(JEONNAM, '광양시', 'Gwangyang-si', 34.9406, 127.6959),
  city(JEONNAM, '담양군', 'Damyang-gun', 35.3212, 126.9883),
  city(JEONNAM, '곡성군', 'Gokseong-gun', 35.2821, 127.2922),
  city(JEONNAM, '구례군', 'Gurye-gun', 35.2025, 127.4628),
  city(JEONNAM, '고흥군', 'Goheung-gun', 34.6111, 127.2849),
  city(JEONNAM, '보성군', 'Boseong-gun', 34.7714, 127.0801),
  city(JEONNAM, '화순군', 'Hwasun-gun', 35.0644, 126.9866),
  city(JEONNAM, '장흥군', 'Jangheung-gun', 34.6816, 126.9071),
  city(JEONNAM, '강진군', 'Gangjin-gun', 34.6421, 126.7673),
  city(JEONNAM, '해남군', 'Haenam-gun', 34.5734, 126.5993),
  city(JEONNAM, '영암군', 'Yeongam-gun', 34.8002, 126.6968),
  city(JEONNAM, '무안군', 'Muan-gun', 34.9904, 126.4817),
  city(JEONNAM, '함평군', 'Hampyeong-gun', 35.0659, 126.5166),
  city(JEONNAM, '영광군', 'Yeonggwang-gun', 35.2772, 126.5121),
  city(JEONNAM, '장성군', 'Jangseong-gun', 35.3018, 126.7849),
  city(JEONNAM, '완도군', 'Wando-gun', 34.3111, 126.7551),
  city(JEONNAM, '진도군', 'Jindo-gun', 34.4868, 126.2636),
  city(JEONNAM, '신안군', 'Sinan-gun', 34.8333, 126.3514),

  // 경상북도: 10 cities, 12 counties (군위군 moved to 대구광역시 in 2023)
  city(GYEONGBUK, '포항시', 'Pohang-si', 36.0192, 129.3433),
  city(GYEONGBUK, '경주시', 'Gyeongju-si', 35.8562, 129.2248),
  city(GYEONGBUK, '김천시', 'Gimcheon-si', 36.1399, 128.1137),
  city(GYEONGBUK, '안동시', 'Andong-si', 36.5684, 128.7296),
  city(GYEONGBUK, '구미시', 'Gumi-si', 36.1197, 128.3443),
  city(GYEONGBUK, '영주시', 'Yeongju-si', 36.8057, 128.6239),
  city(GYEONGBUK, '영천시', 'Yeongcheon-si', 35.9733, 128.9386),
  city(GYEONGBUK, '상주시', 'Sangju-si', 36.4109, 128.1591),
  city(GYEONGBUK, '문경시', 'Mungyeong-si', 36.5867, 128.1869),
  city(GYEONGBUK, '경산시', 'Gyeongsan-si', 35.8251, 128.7414),
  city(GYEONGBUK, '의성군', 'Uiseong-gun', 36.3527, 128.6971),
  city(GYEONGBUK, '청송군', 'Cheongsong-gun', 36.4363, 129.0571),
  city(GYEONGBUK, '영양군', 'Yeongyang-gun', 36.6667, 129.1124),
  city(GYEONGBUK, '영덕군', 'Yeongdeok-gun', 36.4151, 129.3655),
  city(GYEONGBUK, '청도군', 'Cheongdo-gun', 35.6474, 128.7342),
  city(GYEONGBUK, '고령군', 'Goryeong-gun', 35.7261, 128.2629),
  city(GYEONGBUK, '성주군', 'Seongju-gun', 35.9192, 128.2831),
  city(GYEONGBUK, '칠곡군', 'Chilgok-gun', 35.9956, 128.4017),
  city(GYEONGBUK, '예천군', 'Yecheon-gun', 36.6469, 128.4374),
  city(GYEONGBUK, '봉화군', 'Bonghwa-gun', 36.8931, 128.7325),
  city(GYEONGBUK, '울진군', 'Uljin-gun', 36.9931, 129.4006),
  city(GYEONGBUK, '울릉군', 'Ulleung-gun', 37.4844, 130.9057),

  // 경상남도: 8 cities, 10 counties
  city(GYEONGNAM, '창원시', 'Changwon-si', 35.2279, 128.6817),
  city(GYEONGNAM, '진주시', 'Jinju-si', 35.1803, 128.1082),
  city(GYEONGNAM, '통영시', 'Tongyeong-si', 34.8544, 128.4332),
  city(GYEONGNAM, '사천시', 'Sacheon-si', 35.0037, 128.0642),
  city(GYEONGNAM, '김해시', 'Gimhae-si', 35.2286, 128.8894),
  city(GYEONGNAM, '밀양시', 'Miryang-si', 35.5038, 128.7465),
  city(GYEONGNAM, '거제시', 'Geoje-si', 34.8806, 128.6212),
  city(GYEONGNAM, '양산시', 'Yangsan-si', 35.3351, 129.0372),
  city(GYEONGNAM, '의령군', 'Uiryeong-gun', 35.3222, 128.2617),
  city(GYEONGNAM, '함안군', 'Haman-gun', 35.2725, 128.4065),
  city(GYEONGNAM, '창녕군', 'Changnyeong-gun', 35.5446, 128.4922),
  city(GYEONGNAM, '고성군', 'Goseong-gun', 34.9731, 128.3223),
  city(GYEONGNAM, '남해군', 'Namhae-gun', 34.8377, 127.8926),
  city(GYEONGNAM, '하동군', 'Hadong-gun', 35.0672, 127.7513),
  city(GYEONGNAM, '산청군', 'Sancheong-gun', 35.4153, 127.8737),
  city(GYEONGNAM, '함양군', 'Hamyang-gun', 35.5205, 127.7252),
  city(GYEONGNAM, '거창군', 'Geochang-gun', 35.6867, 127.9095),
  city(GYEONGNAM, '합천군', 'Hapcheon-gun', 35.5667, 128.1659),

  // 제주특별자치도: two administrative cities
  city(JEJU, '제주시', 'Jeju-si', 33.4996, 126.5312),
  city(JEJU, '서귀포시', 'Seogwipo-si', 33.2541, 126.5601),
];

const districts: GazetteerPlace[] = [
  // 서울특별시: all 25 autonomous districts
  district(SEOUL, '종로구', 'Jongno-gu', 37.5735, 126.9789),
  district(SEOUL, '중구', 'Jung-gu', 37.5641, 126.9979),
  district(SEOUL, '용산구', 'Yongsan-gu', 37.5324, 126.9904),
  district(SEOUL, '성동구', 'Seongdong-gu', 37.5634, 127.0369),
  district(SEOUL, '광진구', 'Gwangjin-gu', 37.5385, 127.0823),
  district(SEOUL, '동대문구', 'Dongdaemun-gu', 37.5744, 127.0396),
  district(SEOUL, '중랑구', 'Jungnang-gu', 37.6066, 127.0927),
  district(SEOUL, '성북구', 'Seongbuk-gu', 37.5894, 127.0167),
  district(SEOUL, '강북구', 'Gangbuk-gu', 37.6396, 127.0257),
  district(SEOUL, '도봉구', 'Dobong-gu', 37.6688, 127.0471),
  district(SEOUL, '노원구', 'Nowon-gu', 37.6542, 127.0568),
  district(SEOUL, '은평구', 'Eunpyeong-gu', 37.6027, 126.9291),
  district(SEOUL, '서대문구', 'Seodaemun-gu', 37.5791, 126.9368),
  district(SEOUL, '마포구', 'Mapo-gu', 37.5663, 126.9019),
  district(SEOUL, '양천구', 'Yangcheon-gu', 37.5169, 126.8665),
  district(SEOUL, '강서구', 'Gangseo-gu', 37.5509, 126.8495),
  district(SEOUL, '구로구', 'Guro-gu', 37.4954, 126.8874),
  district(SEOUL, '금천구', 'Geumcheon-gu', 37.4569, 126.8955),
  district(SEOUL, '영등포구', 'Yeongdeungpo-gu', 37.5264, 126.8962),
  district(SEOUL, '동작구', 'Dongjak-gu', 37.5124, 126.9393),
  district(SEOUL, '관악구', 'Gwanak-gu', 37.4784, 126.9516),
  district(SEOUL, '서초구', 'Seocho-gu', 37.4837, 127.0324),
  district(SEOUL, '강남구', 'Gangnam-gu', 37.5172, 127.0473),
  district(SEOUL, '송파구', 'Songpa-gu', 37.5145, 127.1059),
  district(SEOUL, '강동구', 'Gangdong-gu', 37.5301, 127.1238),

  // 부산광역시: 15 districts and 1 county
  district(BUSAN, '중구', 'Jung-gu', 35.1063, 129.0323),
  district(BUSAN, '서구', 'Seo-gu', 35.0979, 129.0244),
  district(BUSAN, '동구', 'Dong-gu', 35.1294, 129.0454),
  district(BUSAN, '영도구', 'Yeongdo-gu', 35.0911, 129.0679),
  district(BUSAN, '부산진구', 'Busanjin-gu', 35.1631, 129.0532),
  district(BUSAN, '동래구', 'Dongnae-gu', 35.2049, 129.0837),
  district(BUSAN, '남구', 'Nam-gu', 35.1366, 129.0843),
  district(BUSAN, '북구', 'Buk-gu', 35.1972, 128.9903),
  district(BUSAN, '해운대구', 'Haeundae-gu', 35.1631, 129.1636),
  district(BUSAN, '사하구', 'Saha-gu', 35.1046, 128.9749),
  district(BUSAN, '금정구', 'Geumjeong-gu', 35.2428, 129.0922),
  district(BUSAN, '강서구', 'Gangseo-gu', 35.2122, 128.9806),
  district(BUSAN, '연제구', 'Yeonje-gu', 35.1762, 129.0799),
  district(BUSAN, '수영구', 'Suyeong-gu', 35.1455, 129.1131),
  district(BUSAN, '사상구', 'Sasang-gu', 35.1527, 128.9911),
  district(BUSAN, '기장군', 'Gijang-gun', 35.2446, 129.2222),

  // 인천광역시: 8 districts and 2 counties
  district(INCHEON, '중구', 'Jung-gu', 37.4738, 126.6216),
  district(INCHEON, '동구', 'Dong-gu', 37.4739, 126.6432),
  district(INCHEON, '미추홀구', 'Michuhol-gu', 37.4635, 126.6502),
  district(INCHEON, '연수구', 'Yeonsu-gu', 37.4101, 126.6783),
  district(INCHEON, '남동구', 'Namdong-gu', 37.4471, 126.7314),
  district(INCHEON, '부평구', 'Bupyeong-gu', 37.5071, 126.7218),
  district(INCHEON, '계양구', 'Gyeyang-gu', 37.5372, 126.7376),
  district(INCHEON, '서구', 'Seo-gu', 37.5455, 126.6761),
  district(INCHEON, '강화군', 'Ganghwa-gun', 37.7467, 126.4879),
  district(INCHEON, '옹진군', 'Ongjin-gun', 37.4465, 126.6368),

  // 대구광역시: 7 districts and 2 counties
  district(DAEGU, '중구', 'Jung-gu', 35.8694, 128.6062),
  district(DAEGU, '동구', 'Dong-gu', 35.8866, 128.6355),
  district(DAEGU, '서구', 'Seo-gu', 35.8717, 128.5592),
  district(DAEGU, '남구', 'Nam-gu', 35.8461, 128.5977),
  district(DAEGU, '북구', 'Buk-gu', 35.8857, 128.5829),
  district(DAEGU, '수성구', 'Suseong-gu', 35.8582, 128.6306),
  district(DAEGU, '달서구', 'Dalseo-gu', 35.8299, 128.5328),
  district(DAEGU, '달성군', 'Dalseong-gun', 35.7745, 128.4313),
  district(DAEGU, '군위군', 'Gunwi-gun', 36.2429, 128.5729),

  // 대전광역시
  district(DAEJEON, '동구', 'Dong-gu', 36.3118, 127.4548),
  district(DAEJEON, '중구', 'Jung-gu', 36.3258, 127.4213),
  district(DAEJEON, '서구', 'Seo-gu', 36.3555, 127.3838),
  district(DAEJEON, '유성구', 'Yuseong-gu', 36.3623, 127.3563),
  district(DAEJEON, '대덕구', 'Daedeok-gu', 36.3467, 127.4156),

  // 광주광역시
  district(GWANGJU, '동구', 'Dong-gu', 35.1462, 126.9231),
  district(GWANGJU, '서구', 'Seo-gu', 35.1521, 126.8902),
  district(GWANGJU, '남구', 'Nam-gu', 35.1328, 126.9024),
  district(GWANGJU, '북구', 'Buk-gu', 35.1742, 126.9121),
  district(GWANGJU, '광산구', 'Gwangsan-gu', 35.1396, 126.7936),

  // 울산광역시
  district(ULSAN, '중구', 'Jung-gu', 35.5694, 129.3326),
  district(ULSAN, '남구', 'Nam-gu', 35.5438, 129.3302),
  district(ULSAN, '동구', 'Dong-gu', 35.5049, 129.4166),
  district(ULSAN, '북구', 'Buk-gu', 35.5826, 129.3613),
  district(ULSAN, '울주군', 'Ulju-gun', 35.5623, 129.2427),
];

const sights: GazetteerPlace[] = [
  // 서울특별시
  sight(SEOUL, '경복궁', 'Gyeongbokgung', '종로구 세종로', 37.5789, 126.9769),
  sight(SEOUL, '창덕궁', 'Changdeokgung', '종로구 와룡동', 37.5794, 126.9911),
  sight(SEOUL, '창경궁', 'Changgyeonggung', '종로구 와룡동', 37.5787, 126.9949),
  sight(SEOUL, '덕수궁', 'Deoksugung', '중구 정동', 37.5658, 126.9751),
  sight(SEOUL, '경희궁', 'Gyeonghuigung', '종로구 신문로2가', 37.5714, 126.9682),
  sight(SEOUL, '종묘', 'Jongmyo', '종로구 훈정동', 37.5744, 126.9941),
  sight(SEOUL, '광화문광장', 'Gwanghwamun Square', '종로구 세종로', 37.5725, 126.9769),
  sight(SEOUL, '청와대', 'Cheongwadae', '종로구 세종로', 37.5866, 126.9748),
  sight(SEOUL, '북촌한옥마을', 'Bukchon Hanok Village', '종로구 계동', 37.5826, 126.9836),
  sight(SEOUL, '삼청동', 'Samcheong-dong', '종로구 삼청동', 37.5847, 126.9817),
  sight(SEOUL, '인사동', 'Insa-dong', '종로구 인사동', 37.5743, 126.9856),
  sight(SEOUL, '익선동 한옥거리', 'Ikseon-dong Hanok Street', '종로구 익선동', 37.5741, 126.9897),
  sight(SEOUL, '조계사', 'Jogyesa', '종로구 견지동', 37.5738, 126.9817),
  sight(SEOUL, '광장시장', 'Gwangjang Market', '종로구 예지동', 37.5701, 126.9996),
  sight(SEOUL, '낙산공원', 'Naksan Park', '종로구 동숭동', 37.5806, 127.0076),
  sight(SEOUL, '이화벽화마을', 'Ihwa Mural Village', '종로구 이화동', 37.5786, 127.0061),
  sight(SEOUL, '서대문형무소역사관', 'Seodaemun Prison History Hall', '서대문구 현저동', 37.5744, 126.9562),
  sight(SEOUL, '명동', 'Myeong-dong', '중구 명동', 37.5636, 126.9834),
  sight(SEOUL, '남대문시장', 'Namdaemun Market', '중구 남창동', 37.5592, 126.9776),
  sight(SEOUL, '서울광장', 'Seoul Plaza', '중구 태평로1가', 37.5657, 126.9779),
  sight(SEOUL, '청계천', 'Cheonggyecheon', '중구 태평로1가', 37.5693, 126.9784),
  sight(SEOUL, '동대문디자인플라자', 'Dongdaemun Design Plaza', '중구 을지로7가', 37.5667, 127.0095),
  sight(SEOUL, '남산골한옥마을', 'Namsangol Hanok Village', '중구 필동', 37.5593, 126.9943),
  sight(SEOUL, '남산서울타워', 'Namsan Seoul Tower', '용산구 용산동2가', 37.5512, 126.9882),
  sight(SEOUL, '국립중앙박물관', 'National Museum of Korea', '용산구 용산동6가', 37.5239, 126.9804),
  sight(SEOUL, '전쟁기념관', 'War Memorial of Korea', '용산구 용산동1가', 37.5365, 126.9771),
  sight(SEOUL, '이태원', 'Itaewon', '용산구 이태원동', 37.5345, 126.9946),
  sight(SEOUL, '홍대거리', 'Hongdae Street', '마포구 서교동', 37.5563, 126.9236),
  sight(SEOUL, '하늘공원', 'Haneul Park', '마포구 상암동', 37.5681, 126.8854),
  sight(SEOUL, '여의도한강공원', 'Yeouido Hangang Park', '영등포구 여의도동', 37.5284, 126.9346),
  sight(SEOUL, '63빌딩', '63 Building', '영등포구 여의도동', 37.5198, 126.9403),
  sight(SEOUL, '선유도공원', 'Seonyudo Park', '영등포구 양화동', 37.5434, 126.8994),
  sight(SEOUL, '반포한강공원', 'Banpo Hangang Park', '서초구 반포동', 37.5103, 126.9961),
  sight(SEOUL, '가로수길', 'Garosu-gil', '강남구 신사동', 37.5207, 127.0229),
  sight(SEOUL, '코엑스', 'COEX', '강남구 삼성동', 37.5116, 127.0593),
  sight(SEOUL, '봉은사', 'Bongeunsa', '강남구 삼성동', 37.5153, 127.0571),
  sight(SEOUL, '롯데월드타워', 'Lotte World Tower', '송파구 신천동', 37.5126, 127.1025),
  sight(SEOUL, '롯데월드', 'Lotte World', '송파구 잠실동', 37.5111, 127.0982),
  sight(SEOUL, '석촌호수', 'Seokchon Lake', '송파구 잠실동', 37.5093, 127.1003),
  sight(SEOUL, '올림픽공원', 'Olympic Park', '송파구 방이동', 37.5209, 127.1215),
  sight(SEOUL, '서울숲', 'Seoul Forest', '성동구 성수동1가', 37.5444, 127.0374),
  sight(SEOUL, '성수동 카페거리', 'Seongsu-dong Cafe Street', '성동구 성수동2가', 37.5446, 127.0559),
  sight(SEOUL, '북한산', 'Bukhansan', '강북구 우이동', 37.6587, 126.9778),

  // 부산광역시
  sight(BUSAN, '해운대해수욕장', 'Haeundae Beach', '해운대구 우동', 35.1587, 129.1604),
  sight(BUSAN, '동백섬', 'Dongbaekseom', '해운대구 우동', 35.1534, 129.1521),
  sight(BUSAN, '청사포', 'Cheongsapo', '해운대구 중동', 35.1604, 129.1914),
  sight(BUSAN, '송정해수욕장', 'Songjeong Beach', '해운대구 송정동', 35.1786, 129.1997),
  sight(BUSAN, '광안리해수욕장', 'Gwangalli Beach', '수영구 광안동', 35.1532, 129.1186),
  sight(BUSAN, '광안대교', 'Gwangandaegyo Bridge', '수영구 남천동', 35.1477, 129.1301),
  sight(BUSAN, '이기대', 'Igidae', '남구 용호동', 35.1245, 129.1219),
  sight(BUSAN, '오륙도 스카이워크', 'Oryukdo Skywalk', '남구 용호동', 35.1006, 129.1238),
  sight(BUSAN, '감천문화마을', 'Gamcheon Culture Village', '사하구 감천동', 35.0975, 129.0106),
  sight(BUSAN, '다대포해수욕장', 'Dadaepo Beach', '사하구 다대동', 35.0466, 128.9661),
  sight(BUSAN, '태종대', 'Taejongdae', '영도구 동삼동', 35.0532, 129.0873),
  sight(BUSAN, '흰여울문화마을', 'Huinnyeoul Culture Village', '영도구 영선동4가', 35.0784, 129.0452),
  sight(BUSAN, '자갈치시장', 'Jagalchi Market', '중구 남포동4가', 35.0966, 129.0306),
  sight(BUSAN, '국제시장', 'Gukje Market', '중구 신창동4가', 35.1014, 129.0286),
  sight(BUSAN, '용두산공원', 'Yongdusan Park', '중구 광복동2가', 35.1007, 129.0323),
  sight(BUSAN, '송도해수욕장', 'Songdo Beach', '서구 암남동', 35.0758, 129.0169),
  sight(BUSAN, '해동용궁사', 'Haedong Yonggungsa', '기장군 기장읍', 35.1884, 129.2233),
  sight(BUSAN, '범어사', 'Beomeosa', '금정구 청룡동', 35.2838, 129.0684),
  sight(BUSAN, '부산시민공원', 'Busan Citizens Park', '부산진구 범전동', 35.1683, 129.0573),
  sight(BUSAN, '서면', 'Seomyeon', '부산진구 부전동', 35.1578, 129.0592),

  // 인천광역시
  sight(INCHEON, '인천차이나타운', 'Incheon Chinatown', '중구 북성동', 37.4756, 126.6178),
  sight(INCHEON, '월미도', 'Wolmido', '중구 북성동', 37.4754, 126.5976),
  sight(INCHEON, '을왕리해수욕장', 'Eurwang-ri Beach', '중구 을왕동', 37.4473, 126.3727),
  sight(INCHEON, '인천국제공항', 'Incheon International Airport', '중구 운서동', 37.4602, 126.4407),
  sight(INCHEON, '송도센트럴파크', 'Songdo Central Park', '연수구 송도동', 37.3925, 126.6391),
  sight(INCHEON, '소래포구', 'Soraepogu', '남동구 논현동', 37.4003, 126.7363),
  sight(INCHEON, '마니산', 'Manisan', '강화군 화도면', 37.6133, 126.4317),
  sight(INCHEON, '전등사', 'Jeondeungsa', '강화군 길상면', 37.6233, 126.5389),
  sight(INCHEON, '백령도', 'Baengnyeongdo', '옹진군 백령면', 37.9587, 124.6666),

  // 세종특별자치시
  sight(SEJONG, '세종호수공원', 'Sejong Lake Park', '세종동', 36.4983, 127.2741),

  // 경기도
  sight(GYEONGGI, '수원화성', 'Suwon Hwaseong', '수원시 팔달구 장안동', 37.2857, 127.0149),
  sight(GYEONGGI, '화성행궁', 'Hwaseong Haenggung', '수원시 팔달구 남창동', 37.2818, 127.0136),
  sight(GYEONGGI, '에버랜드', 'Everland', '용인시 처인구 포곡읍', 37.2939, 127.2025),
  sight(GYEONGGI, '한국민속촌', 'Korean Folk Village', '용인시 기흥구 보라동', 37.2589, 127.1182),
  sight(GYEONGGI, '남한산성', 'Namhansanseong', '광주시 남한산성면', 37.4786, 127.1822),
  sight(GYEONGGI, '임진각', 'Imjingak', '파주시 문산읍', 37.8894, 126.7404),
  sight(GYEONGGI, '헤이리예술마을', 'Heyri Art Valley', '파주시 탄현면', 37.7894, 126.6991),
  sight(GYEONGGI, '아침고요수목원', 'Garden of Morning Calm', '가평군 상면', 37.7435, 127.3527),
  sight(GYEONGGI, '자라섬', 'Jaraseom', '가평군 가평읍', 37.8196, 127.5242),
  sight(GYEONGGI, '두물머리', 'Dumulmeori', '양평군 양서면', 37.5342, 127.3161),
  sight(GYEONGGI, '용문사', 'Yongmunsa', '양평군 용문면', 37.5428, 127.5953),
  sight(GYEONGGI, '광명동굴', 'Gwangmyeong Cave', '광명시 가학동', 37.4262, 126.8661),
  sight(GYEONGGI, '서울대공원', 'Seoul Grand Park', '과천시 막계동', 37.4363, 127.0089),
  sight(GYEONGGI, '제부도', 'Jebudo', '화성시 서신면', 37.1672, 126.6222),
  sight(GYEONGGI, '대부도', 'Daebudo', '안산시 단원구 대부동', 37.2462, 126.5823),
  sight(GYEONGGI, '산정호수', 'Sanjeong Lake', '포천시 영북면', 38.0706, 127.3142),

  // 강원특별자치도
  sight(GANGWON, '남이섬', 'Namiseom', '춘천시 남산면', 37.7917, 127.5257),
  sight(GANGWON, '소양강스카이워크', 'Soyanggang Skywalk', '춘천시 근화동', 37.8936, 127.7244),
  sight(GANGWON, '경포해변', 'Gyeongpo Beach', '강릉시 강문동', 37.8055, 128.9083),
  sight(GANGWON, '경포대', 'Gyeongpodae', '강릉시 저동', 37.7951, 128.8962),
  sight(GANGWON, '안목해변', 'Anmok Beach', '강릉시 견소동', 37.7717, 128.9476),
  sight(GANGWON, '오죽헌', 'Ojukheon', '강릉시 죽헌동', 37.7791, 128.8786),
  sight(GANGWON, '초당순두부마을', 'Chodang Sundubu Village', '강릉시 초당동', 37.7905, 128.9143),
  sight(GANGWON, '정동진', 'Jeongdongjin', '강릉시 강동면', 37.6907, 129.0341),
  sight(GANGWON, '주문진항', 'Jumunjin Port', '강릉시 주문진읍', 37.8917, 128.8297),
  sight(GANGWON, '속초해수욕장', 'Sokcho Beach', '속초시 조양동', 38.1906, 128.6004),
  sight(GANGWON, '속초관광수산시장', 'Sokcho Tourist and Fish Market', '속초시 중앙동', 38.2047, 128.5899),
  sight(GANGWON, '영금정', 'Yeonggeumjeong', '속초시 동명동', 38.2124, 128.6015),
  sight(GANGWON, '설악산', 'Seoraksan', '속초시 설악동', 38.1192, 128.4655),
  sight(GANGWON, '낙산사', 'Naksansa', '양양군 강현면', 38.1246, 128.6277),
  sight(GANGWON, '하조대', 'Hajodae', '양양군 현북면', 38.0231, 128.7186),
  sight(GANGWON, '대관령양떼목장', 'Daegwallyeong Sheep Farm', '평창군 대관령면', 37.6875, 128.7535),
  sight(GANGWON, '월정사', 'Woljeongsa', '평창군 진부면', 37.7317, 128.5925),
  sight(GANGWON, '오대산', 'Odaesan', '평창군 진부면', 37.7956, 128.5432),
  sight(GANGWON, '소금산 출렁다리', 'Sogeumsan Suspension Bridge', '원주시 지정면', 37.3768, 127.8179),
  sight(GANGWON, '치악산', 'Chiaksan', '원주시 소초면', 37.3653, 128.0556),
  sight(GANGWON, '태백산', 'Taebaeksan', '태백시 소도동', 37.0957, 128.9155),
  sight(GANGWON, '추암 촛대바위', 'Chuam Candlestick Rock', '동해시 추암동', 37.4773, 129.1616),
  sight(GANGWON, '화진포', 'Hwajinpo', '고성군 현내면', 38.4735, 128.4382),

  // 충청북도
  sight(CHUNGBUK, '도담삼봉', 'Dodamsambong', '단양군 매포읍', 37.0008, 128.3437),
  sight(CHUNGBUK, '법주사', 'Beopjusa', '보은군 속리산면', 36.5424, 127.8331),
  sight(CHUNGBUK, '의림지', 'Uirimji', '제천시 모산동', 37.1731, 128.2109),

  // 충청남도
  sight(CHUNGNAM, '공산성', 'Gongsanseong', '공주시 산성동', 36.4628, 127.1254),
  sight(CHUNGNAM, '계룡산', 'Gyeryongsan', '공주시 반포면', 36.3432, 127.2057),
  sight(CHUNGNAM, '정림사지', 'Jeongnimsa Temple Site', '부여군 부여읍', 36.2789, 126.9136),
  sight(CHUNGNAM, '궁남지', 'Gungnamji', '부여군 부여읍', 36.2706, 126.9117),
  sight(CHUNGNAM, '대천해수욕장', 'Daecheon Beach', '보령시 신흑동', 36.3152, 126.5136),
  sight(CHUNGNAM, '외암민속마을', 'Oeam Folk Village', '아산시 송악면', 36.7251, 127.0243),
  sight(CHUNGNAM, '꽃지해수욕장', 'Kkotji Beach', '태안군 안면읍', 36.4958, 126.3341),
  sight(CHUNGNAM, '독립기념관', 'Independence Hall of Korea', '천안시 동남구 목천읍', 36.7837, 127.2229),
  sight(CHUNGNAM, '해미읍성', 'Haemieupseong', '서산시 해미면', 36.7133, 126.5487),

  // 전북특별자치도
  sight(JEONBUK, '전주한옥마을', 'Jeonju Hanok Village', '전주시 완산구 교동', 35.8149, 127.1527),
  sight(JEONBUK, '경기전', 'Gyeonggijeon', '전주시 완산구 풍남동3가', 35.8155, 127.1497),
  sight(JEONBUK, '전동성당', 'Jeondong Cathedral', '전주시 완산구 전동', 35.8134, 127.1491),
  sight(JEONBUK, '내장산', 'Naejangsan', '정읍시 내장동', 35.4879, 126.8907),
  sight(JEONBUK, '마이산', 'Maisan', '진안군 마령면', 35.7594, 127.4123),
  sight(JEONBUK, '선운사', 'Seonunsa', '고창군 아산면', 35.4992, 126.6029),
  sight(JEONBUK, '채석강', 'Chaeseokgang', '부안군 변산면', 35.6241, 126.4691),
  sight(JEONBUK, '광한루원', 'Gwanghallu Garden', '남원시 천거동', 35.4028, 127.3794),
  sight(JEONBUK, '덕유산', 'Deogyusan', '무주군 설천면', 35.8605, 127.7464),
  sight(JEONBUK, '군산근대역사박물관', 'Gunsan Modern History Museum', '군산시 장미동', 35.9891, 126.7117),

  // 광주광역시
  sight(GWANGJU, '무등산', 'Mudeungsan', '동구 용연동', 35.1342, 126.9886),
  sight(GWANGJU, '국립아시아문화전당', 'Asia Culture Center', '동구 광산동', 35.1468, 126.9204),
  sight(
    GWANGJU,
    '양림동 역사문화마을',
    'Yangnim-dong History and Culture Village',
    '남구 양림동',
    35.1385,
    126.9153,
  ),

  // 전라남도
  sight(JEONNAM, '순천만습지', 'Suncheonman Wetland', '순천시 대대동', 34.8842, 127.5093),
  sight(JEONNAM, '순천만국가정원', 'Suncheonman Bay National Garden', '순천시 오천동', 34.9302, 127.4986),
  sight(JEONNAM, '낙안읍성', 'Nagan Eupseong', '순천시 낙안면', 34.9075, 127.3413),
  sight(JEONNAM, '보성녹차밭', 'Boseong Green Tea Field', '보성군 보성읍', 34.7156, 127.0837),
  sight(JEONNAM, '담양 죽녹원', 'Damyang Juknokwon', '담양군 담양읍', 35.3268, 126.9863),
  sight(JEONNAM, '메타세쿼이아길', 'Metasequoia Road', '담양군 담양읍', 35.3251, 127.0036),
  sight(JEONNAM, '오동도', 'Odongdo', '여수시 수정동', 34.7443, 127.7663),
  sight(JEONNAM, '향일암', 'Hyangiram', '여수시 돌산읍', 34.5918, 127.8033),
  sight(JEONNAM, '유달산', 'Yudalsan', '목포시 유달동', 34.7919, 126.3712),
  sight(JEONNAM, '땅끝마을', 'Ttangkkeut Village', '해남군 송지면', 34.2998, 126.5262),
  sight(JEONNAM, '대흥사', 'Daeheungsa', '해남군 삼산면', 34.4764, 126.6158),
  sight(JEONNAM, '청산도', 'Cheongsando', '완도군 청산면', 34.1807, 126.8701),
  sight(JEONNAM, '화엄사', 'Hwaeomsa', '구례군 마산면', 35.2557, 127.4987),
  sight(JEONNAM, '노고단', 'Nogodan', '구례군 산동면', 35.2948, 127.5304),
  sight(JEONNAM, '월출산', 'Wolchulsan', '영암군 영암읍', 34.7592, 126.6988),

  // 경상북도
  sight(GYEONGBUK, '불국사', 'Bulguksa', '경주시 진현동', 35.7898, 129.3321),
  sight(GYEONGBUK, '석굴암', 'Seokguram', '경주시 진현동', 35.7949, 129.3491),
  sight(GYEONGBUK, '첨성대', 'Cheomseongdae', '경주시 인왕동', 35.8347, 129.2191),
  sight(GYEONGBUK, '동궁과 월지', 'Donggung Palace and Wolji Pond', '경주시 인왕동', 35.8349, 129.2266),
  sight(GYEONGBUK, '대릉원', 'Daereungwon', '경주시 황남동', 35.8384, 129.2114),
  sight(GYEONGBUK, '황리단길', 'Hwangnidan-gil', '경주시 황남동', 35.8376, 129.2092),
  sight(GYEONGBUK, '월정교', 'Woljeonggyo Bridge', '경주시 교동', 35.8294, 129.2176),
  sight(GYEONGBUK, '보문호', 'Bomun Lake', '경주시 신평동', 35.8431, 129.2858),
  sight(GYEONGBUK, '양동마을', 'Yangdong Village', '경주시 강동면', 35.9989, 129.2545),
  sight(GYEONGBUK, '하회마을', 'Hahoe Village', '안동시 풍천면', 36.5392, 128.5183),
  sight(GYEONGBUK, '도산서원', 'Dosan Seowon', '안동시 도산면', 36.7265, 128.8435),
  sight(GYEONGBUK, '부석사', 'Buseoksa', '영주시 부석면', 36.9989, 128.6872),
  sight(GYEONGBUK, '소수서원', 'Sosu Seowon', '영주시 순흥면', 36.9249, 128.5797),
  sight(GYEONGBUK, '소백산', 'Sobaeksan', '영주시 풍기읍', 36.9573, 128.4852),
  sight(GYEONGBUK, '문경새재', 'Mungyeong Saejae', '문경시 문경읍', 36.7631, 128.0765),
  sight(GYEONGBUK, '호미곶', 'Homigot', '포항시 남구 호미곶면', 36.0769, 129.5686),
  sight(GYEONGBUK, '영일대해수욕장', 'Yeongildae Beach', '포항시 북구 두호동', 36.0566, 129.3782),
  sight(GYEONGBUK, '주왕산', 'Juwangsan', '청송군 주왕산면', 36.3948, 129.1611),
  sight(GYEONGBUK, '울릉도', 'Ulleungdo', '울릉군 울릉읍', 37.4991, 130.8653),
  sight(GYEONGBUK, '독도', 'Dokdo', '울릉군 울릉읍 독도리', 37.2411, 131.8647),

  // 대구광역시
  sight(DAEGU, '김광석다시그리기길', 'Kim Kwang-seok Street', '중구 대봉동', 35.8596, 128.6066),
  sight(DAEGU, '서문시장', 'Seomun Market', '중구 대신동', 35.8688, 128.5816),
  sight(DAEGU, '동성로', 'Dongseong-ro', '중구 동성로2가', 35.8691, 128.5957),
  sight(DAEGU, '이월드', 'E-World', '달서구 두류동', 35.8534, 128.5664),
  sight(DAEGU, '수성못', 'Suseongmot', '수성구 두산동', 35.8284, 128.6176),
  sight(DAEGU, '팔공산', 'Palgongsan', '동구 용수동', 36.0163, 128.6945),

  // 대전광역시
  sight(DAEJEON, '성심당', 'Sungsimdang', '중구 은행동', 36.3277, 127.4273),
  sight(DAEJEON, '한빛탑', 'Hanbit Tower', '유성구 도룡동', 36.3764, 127.3874),
  sight(DAEJEON, '유성온천', 'Yuseong Hot Springs', '유성구 봉명동', 36.3551, 127.3414),
  sight(DAEJEON, '장태산자연휴양림', 'Jangtaesan Recreational Forest', '서구 장안동', 36.2187, 127.3388),

  // 울산광역시
  sight(ULSAN, '간절곶', 'Ganjeolgot', '울주군 서생면', 35.3588, 129.3604),
  sight(ULSAN, '태화강국가정원', 'Taehwagang National Garden', '중구 태화동', 35.5492, 129.2992),
  sight(ULSAN, '대왕암공원', 'Daewangam Park', '동구 일산동', 35.4929, 129.4391),

  // 경상남도
  sight(GYEONGNAM, '통영 동피랑', 'Tongyeong Dongpirang', '통영시 정량동', 34.8452, 128.4272),
  sight(GYEONGNAM, '외도', 'Oedo Botania', '거제시 일운면', 34.7697, 128.7077),
  sight(GYEONGNAM, '거제 바람의언덕', 'Geoje Baramui Eondeok', '거제시 남부면', 34.7446, 128.6629),
  sight(GYEONGNAM, '해인사', 'Haeinsa', '합천군 가야면', 35.8012, 128.0977),
  sight(GYEONGNAM, '진주성', 'Jinjuseong', '진주시 본성동', 35.1896, 128.0805),
  sight(GYEONGNAM, '남해 독일마을', 'Namhae German Village', '남해군 삼동면', 34.7996, 128.0406),
  sight(GYEONGNAM, '보리암', 'Boriam', '남해군 상주면', 34.7578, 127.9806),
  sight(GYEONGNAM, '다랭이마을', 'Daraengi Village', '남해군 남면', 34.7271, 127.8929),
  sight(GYEONGNAM, '화개장터', 'Hwagae Market', '하동군 화개면', 35.1871, 127.6236),
  sight(GYEONGNAM, '우포늪', 'Upo Wetland', '창녕군 유어면', 35.5553, 128.4161),
  sight(GYEONGNAM, '통도사', 'Tongdosa', '양산시 하북면', 35.4876, 129.0643),
  sight(GYEONGNAM, '지리산', 'Jirisan', '산청군 시천면', 35.3369, 127.7306),

  // 제주특별자치도
  sight(JEJU, '성산일출봉', 'Seongsan Ilchulbong', '서귀포시 성산읍', 33.4581, 126.9426),
  sight(JEJU, '섭지코지', 'Seopjikoji', '서귀포시 성산읍', 33.4241, 126.9307),
  sight(JEJU, '광치기해변', 'Gwangchigi Beach', '서귀포시 성산읍', 33.4522, 126.9244),
  sight(JEJU, '성읍민속마을', 'Seongeup Folk Village', '서귀포시 표선면', 33.3868, 126.8009),
  sight(JEJU, '표선해수욕장', 'Pyoseon Beach', '서귀포시 표선면', 33.3262, 126.8384),
  sight(JEJU, '쇠소깍', 'Soesokkak', '서귀포시 하효동', 33.2522, 126.6231),
  sight(JEJU, '정방폭포', 'Jeongbang Falls', '서귀포시 동홍동', 33.2448, 126.5717),
  sight(JEJU, '천지연폭포', 'Cheonjiyeon Falls', '서귀포시 천지동', 33.2447, 126.5543),
  sight(JEJU, '외돌개', 'Oedolgae', '서귀포시 서홍동', 33.2398, 126.5451),
  sight(JEJU, '천제연폭포', 'Cheonjeyeon Falls', '서귀포시 중문동', 33.2525, 126.4163),
  sight(JEJU, '주상절리대', 'Jungmun Daepo Jusangjeolli', '서귀포시 중문동', 33.2377, 126.4254),
  sight(JEJU, '중문색달해수욕장', 'Jungmun Saekdal Beach', '서귀포시 색달동', 33.2446, 126.4114),
  sight(JEJU, '산방산', 'Sanbangsan', '서귀포시 안덕면', 33.2393, 126.3123),
  sight(JEJU, '용머리해안', 'Yongmeori Coast', '서귀포시 안덕면', 33.2316, 126.3146),
  sight(JEJU, '오설록 티뮤지엄', 'Osulloc Tea Museum', '서귀포시 안덕면', 33.3059, 126.2895),
  sight(JEJU, '카멜리아힐', 'Camellia Hill', '서귀포시 안덕면', 33.2897, 126.3701),
  sight(JEJU, '송악산', 'Songaksan', '서귀포시 대정읍', 33.2002, 126.2905),
  sight(JEJU, '마라도', 'Marado', '서귀포시 대정읍', 33.1178, 126.2671),
  sight(JEJU, '가파도', 'Gapado', '서귀포시 대정읍', 33.1687, 126.2716),
  sight(JEJU, '한라산', 'Hallasan', '제주시', 33.3617, 126.5292),
  sight(JEJU, '우도', 'Udo', '제주시 우도면', 33.5044, 126.9535),
  sight(JEJU, '만장굴', 'Manjanggul', '제주시 구좌읍', 33.5284, 126.7716),
  sight(JEJU, '비자림', 'Bijarim', '제주시 구좌읍', 33.4911, 126.8107),
  sight(JEJU, '월정리해수욕장', 'Woljeong-ri Beach', '제주시 구좌읍', 33.5563, 126.7958),
  sight(JEJU, '김녕해수욕장', 'Gimnyeong Beach', '제주시 구좌읍', 33.5579, 126.7594),
  sight(JEJU, '용눈이오름', 'Yongnuni Oreum', '제주시 구좌읍', 33.4606, 126.8314),
  sight(JEJU, '함덕해수욕장', 'Hamdeok Beach', '제주시 조천읍', 33.5432, 126.6695),
  sight(JEJU, '산굼부리', 'Sangumburi', '제주시 조천읍', 33.4336, 126.6923),
  sight(JEJU, '절물자연휴양림', 'Jeolmul Natural Recreation Forest', '제주시 봉개동', 33.4394, 126.6282),
  sight(JEJU, '용두암', 'Yongduam', '제주시 용담이동', 33.5163, 126.5119),
  sight(JEJU, '동문시장', 'Dongmun Market', '제주시 이도일동', 33.5118, 126.5259),
  sight(JEJU, '제주국제공항', 'Jeju International Airport', '제주시 용담이동', 33.5066, 126.4931),
  sight(JEJU, '이호테우해수욕장', 'Iho Tewoo Beach', '제주시 이호일동', 33.4976, 126.4531),
  sight(JEJU, '한담해안산책로', 'Handam Coastal Walk', '제주시 애월읍', 33.4624, 126.3105),
  sight(JEJU, '새별오름', 'Saebyeol Oreum', '제주시 애월읍', 33.3661, 126.3577),
  sight(JEJU, '협재해수욕장', 'Hyeopjae Beach', '제주시 한림읍', 33.3941, 126.2397),
  sight(JEJU, '금능해수욕장', 'Geumneung Beach', '제주시 한림읍', 33.3897, 126.2351),
  sight(JEJU, '한림공원', 'Hallim Park', '제주시 한림읍', 33.3894, 126.2393),
];

export const gazetteer: readonly GazetteerPlace[] = Object.freeze([
  ...provinces,
  ...cities,
  ...districts,
  ...sights,
]);
