"""The lexicon's answer words: yes / no / true / false (and converges / diverges) in every language of :data:`.lexicon.LANGUAGES`
(part of :mod:`.lexicon`, which re-exports :data:`ANSWER_WORDS` and :func:`in_english`; data, and the
one reader of it).

A whole answer that is one of these words is compared as its English word, on both sides ("はい"
against "yes", "tidak" against gold "no"); feminine and plural forms are listed. A word followed by
a closing remark in brackets ("はい（存在する）") is still that word, unless the remark hedges,
negates or sets a condition in any language of the lexicon, or holds math ("yes (if n is even)",
"oui (ou non)", "tak (dla n = 2)" state no word).
"""

from __future__ import annotations

import functools
import re
from typing import TYPE_CHECKING

from .lexicon_colors import COLORS
from .lexicon_kinds import KINDS

if TYPE_CHECKING:
    from collections.abc import Mapping


def _words(yes: str, no: str, true: str, false: str, converges: str = "", diverges: str = "") -> dict[str, str]:
    """A language's answer words (space-separated alternatives of each) -> their English word."""
    said = {"yes": yes, "no": no, "true": true, "false": false, "converges": converges, "diverges": diverges}
    return {w: english for english, words in said.items() for w in words.split()}


_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


def _days(words: str) -> dict[str, str]:
    """A language's names of the days, Monday first (space-separated; alternatives joined by "/"; "_"
    stands for a space inside a name: "thứ_sáu").
    """
    return {w.replace("_", " "): day for day, group in zip(_DAYS, words.split(), strict=True) for w in group.split("/")}


WEEKDAYS: Mapping[str, Mapping[str, str]] = {  # day-of-week golds ("Friday") answered in another language
    "zh": _days("星期一/周一/礼拜一 星期二/周二 星期三/周三 星期四/周四 星期五/周五 星期六/周六 星期日/星期天/周日"),
    "ja": _days("月曜日/月曜 火曜日/火曜 水曜日/水曜 木曜日/木曜 金曜日/金曜 土曜日/土曜 日曜日/日曜"),
    "ko": _days("월요일 화요일 수요일 목요일 금요일 토요일 일요일"),
    "ru": _days(
        "понедельник/в_понедельник вторник/во_вторник среда/среду/в_среду четверг/в_четверг"
        " пятница/пятницу/в_пятницу суббота/субботу/в_субботу воскресенье/в_воскресенье"
    ),  # the accusative after "в" names the day too: "в среду"
    "ar": _days("الاثنين/الإثنين الثلاثاء الأربعاء الخميس الجمعة السبت الأحد"),
    "hi": _days("सोमवार मंगलवार बुधवार गुरुवार/बृहस्पतिवार शुक्रवार शनिवार रविवार"),
    "vi": _days("thứ_hai thứ_ba thứ_tư thứ_năm thứ_sáu thứ_bảy chủ_nhật"),
    "fr": _days("lundi mardi mercredi jeudi vendredi samedi dimanche"),
    "es": _days("lunes martes miércoles/miercoles jueves viernes sábado/sabado domingo"),
    "de": _days(
        "montag/am_montag dienstag/am_dienstag mittwoch/am_mittwoch donnerstag/am_donnerstag freitag/am_freitag"
        " samstag/sonnabend/am_samstag sonntag/am_sonntag"
    ),
    "pt": _days("segunda-feira terça-feira/terca-feira quarta-feira quinta-feira sexta-feira sábado/sabado domingo"),
    "bn": _days("সোমবার মঙ্গলবার বুধবার বৃহস্পতিবার শুক্রবার শনিবার রবিবার"),
    "fa": _days("دوشنبه سه‌شنبه/سه_شنبه/سهشنبه چهارشنبه پنجشنبه/پنج‌شنبه/پنج_شنبه جمعه شنبه یکشنبه/یک‌شنبه"),
    "it": _days("lunedì/lunedi martedì/martedi mercoledì/mercoledi giovedì/giovedi venerdì/venerdi sabato domenica"),
    "tr": _days("pazartesi salı çarşamba perşembe cuma cumartesi pazar"),
    "id": _days("senin selasa rabu kamis jumat/jum'at sabtu minggu"),
    "pl": _days(
        "poniedziałek/w_poniedziałek wtorek/we_wtorek środa/środę/w_środę czwartek/w_czwartek piątek/w_piątek"
        " sobota/sobotę/w_sobotę niedziela/niedzielę/w_niedzielę"
    ),
    "uk": _days(
        "понеділок/у_понеділок вівторок/у_вівторок середа/середу/у_середу/в_середу четвер/у_четвер"
        " п'ятниця/п’ятниця/п'ятницю/у_п'ятницю субота/суботу/у_суботу неділя/неділю/у_неділю"
    ),
    "nl": _days("maandag dinsdag woensdag donderdag vrijdag zaterdag zondag"),
    "th": _days("วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี/วันพฤหัส วันศุกร์ วันเสาร์ วันอาทิตย์"),
}


_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october")
_MONTH_NAMES += ("november", "december")


def _months(words: str) -> dict[str, str]:
    """A language's names of the months, January first (written as :func:`_days` reads them; abbreviations
    are alternatives: "janv./janvier" is read with its dot stripped by :func:`in_english`).
    """
    return {
        w.replace("_", " ").rstrip("."): month
        for month, group in zip(_MONTH_NAMES, words.split(), strict=True)
        for w in group.split("/")
    }


MONTHS: Mapping[str, Mapping[str, str]] = {  # month golds ("March") answered in another language
    "zh": _months("一月/正月 二月 三月 四月 五月 六月 七月 八月 九月 十月 十一月 十二月"),
    "ja": _months("一月/睦月 二月 三月 四月 五月 六月 七月 八月 九月 十月 十一月 十二月"),
    "ko": _months("일월 이월 삼월 사월 오월 유월 칠월 팔월 구월 시월 십일월 십이월"),
    "ru": _months(
        "январь/января февраль/февраля март/марта апрель/апреля май/мая июнь/июня июль/июля "
        "август/августа сентябрь/сентября октябрь/октября ноябрь/ноября декабрь/декабря"
    ),
    "ar": _months(
        "يناير/كانون_الثاني فبراير/شباط مارس/آذار أبريل/إبريل/نيسان مايو/أيار يونيو/يونيه/حزيران "
        "يوليو/يوليه/تموز أغسطس/آب سبتمبر/أيلول أكتوبر/تشرين_الأول نوفمبر/تشرين_الثاني ديسمبر/كانون_الأول"
    ),
    "hi": _months("जनवरी फ़रवरी/फरवरी मार्च अप्रैल मई जून जुलाई अगस्त सितंबर/सितम्बर अक्टूबर नवंबर/नवम्बर दिसंबर/दिसम्बर"),
    "vi": _months(
        "tháng_một/tháng_giêng/tháng_1 tháng_hai/tháng_2 tháng_ba/tháng_3 tháng_tư/tháng_4 tháng_năm/tháng_5 "
        "tháng_sáu/tháng_6 tháng_bảy/tháng_7 tháng_tám/tháng_8 tháng_chín/tháng_9 tháng_mười/tháng_10 "
        "tháng_mười_một/tháng_11 tháng_mười_hai/tháng_chạp/tháng_12"
    ),
    "fr": _months(
        "janvier/janv. février/fevrier/févr. mars avril/avr. mai juin juillet/juil. août/aout "
        "septembre/sept. octobre/oct. novembre/nov. décembre/decembre/déc."
    ),
    "es": _months(
        "enero/ene. febrero/feb. marzo/mar. abril/abr. mayo junio/jun. julio/jul. agosto "
        "septiembre/setiembre/sept. octubre/oct. noviembre/nov. diciembre/dic."
    ),
    "de": _months(
        "januar/jänner/jan. februar/feb. märz/maerz/mär. april/apr. mai juni juli august/aug. "
        "september/sept. oktober/okt. november/nov. dezember/dez."
    ),
    "pt": _months(
        "janeiro/jan. fevereiro/fev. março/marco/mar. abril/abr. maio junho/jun. julho/jul. agosto "
        "setembro outubro novembro/nov. dezembro/dez."
    ),
    "bn": _months("জানুয়ারি/জানুয়ারী ফেব্রুয়ারি/ফেব্রুয়ারী মার্চ এপ্রিল মে জুন জুলাই আগস্ট সেপ্টেম্বর অক্টোবর নভেম্বর ডিসেম্বর"),
    "fa": _months("ژانویه فوریه مارس آوریل مه/می ژوئن ژوئیه/جولای اوت/آگوست سپتامبر اکتبر نوامبر دسامبر"),
    "it": _months("gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre"),
    "tr": _months("ocak şubat mart nisan mayıs haziran temmuz ağustos eylül ekim kasım aralık"),
    "id": _months("januari februari maret april mei juni juli agustus september oktober november desember"),
    "pl": _months(
        "styczeń/stycznia luty/lutego marzec/marca kwiecień/kwietnia maj/maja czerwiec/czerwca "
        "lipiec/lipca sierpień/sierpnia wrzesień/września październik/października listopad/listopada "
        "grudzień/grudnia"
    ),
    "uk": _months(
        "січень/січня лютий/лютого березень/березня квітень/квітня травень/травня червень/червня "
        "липень/липня серпень/серпня вересень/вересня жовтень/жовтня листопад/листопада грудень/грудня"
    ),
    "nl": _months(
        "januari/jan. februari/feb. maart/mrt. april/apr. mei juni juli augustus/aug. september/sept. "
        "oktober/okt. november/nov. december/dec."
    ),
    "th": _months(
        "มกราคม/ม.ค. กุมภาพันธ์/ก.พ. มีนาคม/มี.ค. เมษายน/เม.ย. พฤษภาคม/พ.ค. มิถุนายน/มิ.ย. "
        "กรกฎาคม/ก.ค. สิงหาคม/ส.ค. กันยายน/ก.ย. ตุลาคม/ต.ค. พฤศจิกายน/พ.ย. ธันวาคม/ธ.ค."
    ),
}


def _phrases(infinitely_many: str, no_solution: str, does_not_exist: str) -> dict[str, str]:
    """A language's worded answers ("|" between alternatives) -> their English."""
    said = {"infinitely many": infinitely_many, "no solution": no_solution, "does not exist": does_not_exist}
    return {p.strip(): english for english, phrases in said.items() for p in phrases.split("|")}


PHRASES: Mapping[str, Mapping[str, str]] = {  # HARP's worded golds, said in another language (whole answers)
    "fr": _phrases("une infinité|infiniment", "pas de solution|aucune solution", "n'existe pas|n’existe pas"),
    "es": _phrases("infinitos|infinitas", "no hay solución|sin solución|ninguna solución", "no existe"),
    "pt": _phrases("infinitos|infinitas", "não há solução|sem solução|nenhuma solução", "não existe"),
    "de": _phrases("unendlich viele", "keine lösung|keine lösungen", "existiert nicht"),
    "it": _phrases("infiniti", "nessuna soluzione", "non esiste"),  # not "infinite", an English word
    "nl": _phrases("oneindig veel", "geen oplossing|geen oplossingen", "bestaat niet"),
    "pl": _phrases("nieskończenie wiele", "brak rozwiązań|brak rozwiązania", "nie istnieje"),
    "ru": _phrases("бесконечно много", "нет решений|решений нет", "не существует"),
    "uk": _phrases("нескінченно багато", "немає розв'язків|розв'язків немає", "не існує"),
    "tr": _phrases("sonsuz sayıda|sonsuz çoklukta", "çözüm yok", "yoktur|mevcut değil"),
    "id": _phrases("tak hingga banyaknya|tak terhingga", "tidak ada solusi|tidak ada penyelesaian", "tidak ada"),
    "vi": _phrases("vô số", "vô nghiệm", "không tồn tại"),
    "zh": _phrases("无穷多|无穷多个|无数个|无限多个", "无解", "不存在"),
    "ja": _phrases("無限に多い|無数|無限個", "解なし|解はない", "存在しない"),
    "ko": _phrases("무한히 많다|무수히 많다|무한히 많음", "해가 없다|해 없음", "존재하지 않는다|존재하지 않음"),
    "ar": _phrases("عدد لا نهائي|لا نهائي", "لا يوجد حل", "غير موجود"),
    "hi": _phrases("अनंत", "कोई हल नहीं", "मौजूद नहीं है"),
    "bn": _phrases("অসীম", "কোনো সমাধান নেই", "নেই"),
    "fa": _phrases("بی‌نهایت|بینهایت", "جواب ندارد", "وجود ندارد"),
    "th": _phrases("อนันต์", "ไม่มีผลเฉลย", "ไม่มีอยู่"),
}

ANSWER_WORDS: Mapping[str, Mapping[str, str]] = {  # a whole answer that is one of these words, in English
    "en": _words("yes", "no", "true", "false", "converges", "diverges"),
    "zh": _words(
        "是 是的 肯定 肯定的",
        "否 不是 不 否定 否定的",
        "对 對 真 正确 正確",
        "假 错 錯 错误 錯誤 不对 不對",
        "收敛 收斂",
        "发散 發散",
    ),
    "ja": _words("はい", "いいえ", "真 正しい", "偽 誤り", "収束 収束する", "発散 発散する"),
    "ko": _words("예 네", "아니요 아니오 아니", "참", "거짓", "수렴 수렴한다", "발산 발산한다"),
    "ru": _words("да", "нет", "верно истина истинно правда", "неверно ложь ложно", "сходится", "расходится"),
    "ar": _words("نعم", "لا", "صحيح صحيحة", "خطأ خاطئة خاطئ", "متقاربة متقارب تتقارب", "متباعدة متباعد تتباعد"),
    "hi": _words("हाँ हां", "नहीं", "सत्य सही", "असत्य गलत ग़लत", "अभिसारी", "अपसारी"),
    "vi": _words("có", "không", "đúng", "sai"),
    "fr": _words("oui", "non", "vrai vraie", "faux fausse", "converge convergente", "diverge divergente"),
    "es": _words("sí si", "no", "verdadero verdadera", "falso falsa", "converge convergente", "diverge divergente"),
    "de": _words("ja", "nein", "wahr", "falsch", "konvergiert konvergent", "divergiert divergent"),
    "pt": _words(
        "sim", "não nao", "verdadeiro verdadeira", "falso falsa", "converge convergente", "diverge divergente"
    ),
    "bn": _words("হ্যাঁ হাঁ", "না", "সত্য সত্যি", "মিথ্যা", "অভিসারী", "অপসারী"),
    "fa": _words("بله آری", "خیر نه", "درست", "نادرست غلط", "همگرا", "واگرا"),
    "it": _words("sì", "no", "vero vera", "falso falsa", "converge convergente", "diverge divergente"),
    "tr": _words(
        "evet",
        "hayır",
        "doğru doğrudur",
        "yanlış yanlıştır",
        "yakınsar yakınsak yakınsaktır",
        "ıraksar ıraksak ıraksaktır",
    ),
    "id": _words("ya", "tidak", "benar", "salah", "konvergen", "divergen"),
    "pl": _words(
        "tak",
        "nie",
        "prawda prawdziwe prawdziwa prawdziwy",
        "fałsz fałszywe fałszywa fałszywy",
        "zbieżny zbieżna zbieżne",
        "rozbieżny rozbieżna rozbieżne",
    ),
    "uk": _words("так", "ні", "правда істина вірно", "неправда хибно невірно", "збігається", "розбігається"),
    "nl": _words("ja", "nee neen", "waar", "onwaar", "convergeert convergent", "divergeert divergent"),
    "th": _words("ใช่", "ไม่ ไม่ใช่", "จริง", "เท็จ", "ลู่เข้า", "ลู่ออก"),
}

_REMARK = re.compile(r"^(?P<word>[^()]+?)\s*\((?P<remark>[^()]*)\)\W*$")  # "はい(存在する)" (NFKC writes （） as ())
_MATH = re.compile(r"[\d$=<>\\]")


def in_english(word: str) -> str | None:
    """The English of a one-word answer of another language (:data:`ANSWER_WORDS`), also before a closing
    remark in brackets that states nothing against it, else None (an English word is compared as written).
    """
    key = word.strip().strip(".!。").casefold()
    tables = (
        *ANSWER_WORDS.values(),
        *WEEKDAYS.values(),
        *MONTHS.values(),
        *PHRASES.values(),
        *KINDS.values(),
        *COLORS.values(),
    )
    english = next((table[key] for table in tables if table.get(key, key) != key), None)
    if english is not None or "(" not in key:
        return english
    m = _REMARK.match(key)
    if m is None or _MATH.search(m.group("remark")) or _limits().search(m.group("remark")):
        return None
    return in_english(m.group("word"))


@functools.cache
def _limits() -> re.Pattern:
    """A word of any lexicon language that hedges, negates or sets a condition."""
    from . import lexicon  # the lexicon re-exports this module's words: read its cues on first use

    cues = (lexicon.ALTERNATIVE, lexicon.HYPOTHETICAL, lexicon.NOT, lexicon.REASON)
    return re.compile("|".join(lexicon.words(cue) for cue in cues), re.IGNORECASE)
