r"""The lexicon's colour words, per language (part of the answer words that :func:`.lexicon_answers.in_english`
reads; data only): a whole answer "rouge", "红色", "빨간색" is the English word a worded gold writes
(``\text{red}``). Each entry lists, in the order of :data:`ENGLISH`, the words of that colour ("/" between
alternatives, "_" for a space inside a word, "-" where the language's word has another everyday meaning).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .lexicon_kinds import in_order

if TYPE_CHECKING:
    from collections.abc import Mapping

ENGLISH = ("red", "blue", "green", "yellow", "white", "black", "orange", "purple")


def _colors(words: str) -> dict[str, str]:
    """A language's colour words in the order of :data:`ENGLISH` -> their English word."""
    return in_order(ENGLISH, words)


COLORS: Mapping[str, Mapping[str, str]] = {
    "zh": _colors("红色/红/紅色/紅 蓝色/蓝/藍色/藍 绿色/绿/綠色/綠 黄色/黄/黃色/黃 白色 黑色 橙色/橘色 紫色"),
    "ja": _colors(
        "赤/赤色/レッド 青/青色/ブルー 緑/緑色/グリーン 黄色/黄/イエロー 白/白色 黒/黒色 オレンジ/橙色 紫/紫色"
    ),
    "ko": _colors("빨간색/빨강 파란색/파랑 초록색/녹색/초록 노란색/노랑 흰색/하얀색 검은색/검정 주황색 보라색"),
    "ru": _colors(
        "красный/красная/красное синий/синяя/синее/голубой зелёный/зеленый/зелёная/зеленая "
        "жёлтый/желтый/жёлтая/желтая белый/белая чёрный/черный/чёрная/черная оранжевый фиолетовый"
    ),
    "uk": _colors("червоний синій/блакитний зелений жовтий білий чорний помаранчевий фіолетовий"),
    "fr": _colors("rouge/rouges bleu/bleue/bleus vert/verte/verts jaune/jaunes blanc/blanche noir/noire orange violet"),
    "es": _colors("rojo/roja azul verde amarillo/amarilla blanco/blanca negro/negra naranja morado/morada/violeta"),
    "pt": _colors(
        "vermelho/vermelha azul verde amarelo/amarela branco/branca preto/preta/negro laranja roxo/roxa/violeta"
    ),
    "it": _colors("rosso/rossa blu/azzurro verde giallo/gialla bianco/bianca nero/nera arancione viola"),
    "de": _colors("rot/rote blau/blaue grün/grüne gelb/gelbe weiß/weiss/weiße schwarz/schwarze orange lila/violett"),
    "nl": _colors("rood blauw groen geel wit zwart oranje paars"),
    "pl": _colors(
        "czerwony/czerwona niebieski/niebieska zielony/zielona żółty/żółta biały/biała czarny/czarna - fioletowy"
    ),
    "tr": _colors("kırmızı mavi yeşil sarı beyaz siyah turuncu mor"),
    "id": _colors("merah biru hijau kuning putih hitam oranye/jingga ungu"),
    "vi": _colors(
        "đỏ/màu_đỏ xanh_dương/màu_xanh_dương xanh_lá/màu_xanh_lá vàng/màu_vàng trắng/màu_trắng đen/màu_đen cam tím"
    ),
    "ar": _colors("أحمر/الأحمر أزرق/الأزرق أخضر/الأخضر أصفر/الأصفر أبيض/الأبيض أسود/الأسود برتقالي بنفسجي"),
    "fa": _colors("قرمز آبی سبز زرد سفید سیاه نارنجی بنفش"),
    "hi": _colors("लाल नीला/नीली हरा/हरी पीला/पीली सफ़ेद/सफेद काला/काली नारंगी बैंगनी"),
    "bn": _colors("লাল নীল সবুজ হলুদ সাদা কালো কমলা বেগুনি"),
    "th": _colors("สีแดง สีน้ำเงิน สีเขียว สีเหลือง สีขาว สีดำ สีส้ม สีม่วง"),
}
