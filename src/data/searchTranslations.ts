/**
 * Readers' words in Chinese, Japanese and Korean for Turf's tasks, for search. The pages are in English,
 * so a question written in one of these scripts matched nothing at all. A query that contains one of an
 * entry's `words` is also searched with its `english` words (translatedQuery.ts). The words are matched
 * as they stand in the query, longest first: these scripts do not put spaces between words (Chinese,
 * Japanese), or join particles to them (Korean: 중심점을). Written from GIS terminology in each language,
 * not from the readers' questions that measure it (see the search plugin's README).
 * tests/unit/search-translations.test.ts checks the table.
 */
export interface TranslatedTask {
  /** Turf's words for the task, as a reader would search in English. */
  readonly english: string;
  /** Simplified and traditional Chinese, Japanese and Korean words for it, as written. */
  readonly words: readonly string[];
}

export const searchTranslations: readonly TranslatedTask[] = [
  // Geometries and coordinates.
  { english: 'point', words: ['点', '點', 'ポイント', '포인트'] },
  { english: 'line', words: ['线', '線', '折线', '折線', 'ライン', '라인', '선분'] },
  { english: 'polygon', words: ['多边形', '多邊形', '面要素', 'ポリゴン', '多角形', '폴리곤', '다각형'] },
  { english: 'coordinate', words: ['坐标', '座標', '좌표'] },
  { english: 'vertex', words: ['顶点', '頂點', '頂点', '꼭짓점', '정점'] },
  { english: 'latitude longitude', words: ['经纬度', '經緯度', '经度', '纬度', '緯度', '経度', '緯度経度', '위도', '경도', '위경도'] },
  { english: 'flip latitude longitude', words: ['经纬度互换', '经纬度交换', '緯度経度を入れ替え', '위경도 바꾸기'] },

  // Measuring.
  { english: 'distance', words: ['距离', '距離', '거리'] },
  { english: 'length', words: ['长度', '長度', '長さ', '길이'] },
  { english: 'area', words: ['面积', '面積', '면적', '넓이'] },
  { english: 'bearing', words: ['方位角', '方位', '방위각', '방위'] },
  { english: 'angle', words: ['角度', '夹角', '각도'] },
  { english: 'destination', words: ['目标点', '目的地', '목적지'] },
  { english: 'along', words: ['沿线', '沿線', '沿着', '경로를 따라'] },

  // Centres.
  { english: 'center', words: ['中心', '中心点', '中心點', '중심', '중심점', '가운데'] },
  { english: 'centroid', words: ['质心', '質心', '形心', '図心', '重心', '무게중심', '무게 중심'] },
  { english: 'center of mass', words: ['质量中心', '質量中心', '질량 중심', '질량중심'] },
  { english: 'midpoint', words: ['中点', '中點', '中間点', '중간점', '중점', '중간 지점'] },
  { english: 'center mean', words: ['平均中心', '평균 중심', '평균중심'] },
  { english: 'point on feature', words: ['内部点', '要素上的点', '内点', '내부 점'] },

  // Nearest and neighbours.
  { english: 'nearest point', words: ['最近点', '最近的点', '最寄り', '最近傍', '가장 가까운', '최근접'] },
  { english: 'nearest neighbor analysis', words: ['最近邻分析', '最近鄰分析', '最近隣分析', '최근린 분석', '최근접 이웃'] },

  // Relations.
  { english: 'point in polygon', words: ['点在多边形内', '點在多邊形內', '点在面内', '内外判定', '点包含', '내부 판정'] },
  { english: 'contain within', words: ['包含', '内部', '範囲内', '포함'] },
  { english: 'intersect', words: ['相交', '交叉', '交差', '교차'] },
  { english: 'intersection', words: ['交集', '交点', '交點', '交差点', '교집합', '교점'] },
  { english: 'touch', words: ['相邻', '相鄰', '接する', '인접'] },
  { english: 'overlap', words: ['重叠', '重疊', '重なり', '겹침', '중첩'] },
  { english: 'equal', words: ['相等', '等しい', '동일'] },
  { english: 'disjoint', words: ['不相交', '相離', '분리'] },

  // Combining and cutting.
  { english: 'union merge', words: ['并集', '合并', '合併', '併合', '結合', '병합', '합집합'] },
  { english: 'difference', words: ['差集', '差分', '擦除', '차집합'] },
  { english: 'dissolve', words: ['融合', 'ディゾルブ', '디졸브'] },
  { english: 'clip', words: ['裁剪', '剪裁', '剪切', '切り抜き', 'クリップ', '자르기', '클립'] },
  { english: 'split', words: ['分割', '拆分', '切断', '분할'] },
  { english: 'buffer', words: ['缓冲区', '缓冲', '緩衝區', '緩衝', 'バッファ', '버퍼'] },

  // Shapes.
  { english: 'simplify', words: ['简化', '簡化', '簡略化', '단순화'] },
  { english: 'smooth bezier spline', words: ['平滑', '平滑化', 'スムージング', '스무딩', '贝塞尔', 'ベジェ', '베지어'] },
  { english: 'convex hull', words: ['凸包', '凸多边形', '볼록 껍질', '볼록 다각형'] },
  { english: 'concave hull', words: ['凹包', '凹多边形', '오목 껍질', '오목 다각형'] },
  {
    english: 'bbox',
    words: ['外包矩形', '外接矩形', '包围盒', '包圍盒', '边界框', '邊界框', '範囲', 'バウンディングボックス', '경계 상자', '바운딩 박스'],
  },
  { english: 'circle', words: ['圆', '圓', '円', '원형'] },
  { english: 'sector', words: ['扇形', '扇区', '부채꼴'] },
  { english: 'line arc', words: ['圆弧', '圓弧', '円弧'] },
  { english: 'great circle', words: ['大圆', '大圓', '大円', '대원'] },
  { english: 'rhumb', words: ['恒向线', '恆向線', '航程线', '等角航路', '항정선'] },
  { english: 'kinks self intersection', words: ['自相交', '自交', '自己交差', '자기 교차', '자체 교차'] },
  { english: 'valid', words: ['有效', '有効', '유효'] },

  // Moving and projecting.
  { english: 'rotate', words: ['旋转', '旋轉', '回転', '회전'] },
  { english: 'scale', words: ['缩放', '縮放', '拡大縮小', '확대', '축소'] },
  { english: 'translate move', words: ['平移', '移动', '移動', '이동'] },
  { english: 'mercator', words: ['墨卡托', 'メルカトル', '메르카토르'] },
  { english: 'projection convert', words: ['投影', '坐标转换', '座標変換', '좌표 변환', '좌표변환', '转换', '変換', '변환'] },

  // Grids, networks and analysis.
  { english: 'grid', words: ['网格', '網格', '格网', 'グリッド', 'メッシュ', '격자', '그리드'] },
  { english: 'hex grid', words: ['六边形', '六邊形', '六角形', '육각형'] },
  { english: 'triangle tin', words: ['三角网', '三角網', '三角剖分', '三角形分割', '삼각망', '삼각분할'] },
  { english: 'voronoi', words: ['泰森多边形', '泰森多邊形', '沃罗诺伊', 'ボロノイ', '보로노이'] },
  { english: 'cluster', words: ['聚类', '聚類', 'クラスタ', 'クラスター', '클러스터', '군집'] },
  { english: 'interpolate', words: ['插值', '内挿', '補間', '보간'] },
  { english: 'isolines', words: ['等值线', '等值線', '等高线', '等高線', '等値線', '등고선', '등치선'] },
  { english: 'isobands', words: ['等值面', '等値面', '등치면'] },
  { english: 'shortest path', words: ['最短路径', '最短路徑', '最短経路', '최단 경로', '최단경로'] },
  { english: 'moran index', words: ['莫兰指数', '莫蘭指數', '空间自相关', '空間自己相関', 'モラン', '모란'] },
  { english: 'random', words: ['随机', '隨機', 'ランダム', '무작위', '랜덤'] },
];
