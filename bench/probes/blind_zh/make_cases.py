#!/usr/bin/env python3
"""Generate a blind, labelled set of multilingual model responses (set ZH) for a math answer grader.

Usage:  python3 make_cases.py          (standard library only, deterministic: fixed seed)
Reads   /work/shared/data/{harp,math_perturb,putnam}
Writes  cases.jsonl and README.md next to this script.
"""
import json, os, re, random, collections
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = '/work/shared/data'
SEED = 20261202
R = random.Random(SEED)

# ----------------------------------------------------------------------------------------------
# languages
# ----------------------------------------------------------------------------------------------
NATIVE = {'ar': '٠١٢٣٤٥٦٧٨٩', 'fa': '۰۱۲۳۴۵۶۷۸۹', 'hi': '०१२३४५६७८९', 'th': '๐๑๒๓๔๕๖๗๘๙',
          'bn': '০১২৩৪৫৬৭৮৯', 'zh': '０１２３４５６７８９', 'ja': '０１２３４５６７８９'}

L = {}
L['zh'] = dict(
    final=['因此，答案是 {x}。', '所以最终答案为 {x}。', '综上所述，所求的值为 {x}。', '故答案：{x}', '答：{x}。'],
    head='最终答案', sol='解题过程', step='第{n}步', ans='答案', res='结果', verify='验证',
    conn=['由题意，', '于是', '代入得', '化简可得', '注意到', '因此', '进一步，', '整理得'],
    think=['嗯，先理解一下题目。', '让我再检查一下这一步。', '好，思路应该是对的。', '等一下，这里要小心符号。', '换个角度想想。'],
    wait='等等，上面有一处算错了，重新计算一下。', reject='{x} 不满足题目条件，舍去。', first='一开始我得到的是 {x}，',
    notright='但这个结果不对，因为漏掉了一种情况。', hedge='答案可能是 {a}，也可能是 {b}，我不太确定是哪一个。',
    check='把结果代回原式验证，等式成立。✓', chat='希望这个解答对你有帮助！如果还有疑问，欢迎继续提问。',
    restate='题目：', yes='是的，可以（答案是肯定的）', no='不，答案是否定的', dne='该极限不存在',
    both='两种情况都可能：{a} 或 {b}。', dec='.', thou=',', colon='：', so='所以', code_out='运行结果：', truncmark='接下来计算')
L['ja'] = dict(
    final=['よって、答えは {x} です。', 'したがって、求める値は {x} となります。', '以上より、答え：{x}', '答え：{x}'],
    head='最終的な答え', sol='解法', step='ステップ{n}', ans='答え', res='結果', verify='検算',
    conn=['条件より、', 'ここで', '代入すると', '整理すると', 'したがって', 'さらに', 'よって'],
    think=['まず問題を整理しよう。', 'うーん、ここはもう一度確認しよう。', 'よし、方針は合っていそうだ。', '待って、符号に注意。'],
    wait='待ってください、先ほどの計算に誤りがありました。計算し直します。', reject='{x} は条件を満たさないので不適です。',
    first='最初は {x} と求めましたが、', notright='これは場合分けを見落としていました。',
    hedge='答えは {a} か {b} のどちらかだと思いますが、確定できません。', check='元の式に代入して確かめると成り立ちます。✓',
    chat='他に質問があれば、お気軽にどうぞ！', restate='問題：', yes='はい、可能です（答えは「はい」）', no='いいえ（答えは「いいえ」）',
    dne='この極限は存在しません', dec='.', thou=',', colon='：', so='よって', code_out='実行結果：', truncmark='次に')
L['ko'] = dict(
    final=['따라서 답은 {x}입니다.', '그러므로 구하는 값은 {x}이다.', '정답: {x}', '최종 답: {x}'],
    head='최종 답', sol='풀이', step='{n}단계', ans='답', res='결과', verify='검산',
    conn=['조건에 의해 ', '여기서 ', '대입하면 ', '정리하면 ', '따라서 ', '또한 '],
    think=['먼저 문제를 정리해 보자.', '잠깐, 이 단계를 다시 확인해야겠다.', '좋아, 방향은 맞는 것 같다.'],
    wait='잠깐만요, 위 계산에 실수가 있었습니다. 다시 계산하겠습니다.', reject='{x}는 조건을 만족하지 않으므로 제외합니다.',
    first='처음에는 {x}를 얻었지만, ', notright='한 가지 경우를 빠뜨렸습니다.',
    hedge='답은 {a} 또는 {b}인 것 같은데, 어느 쪽인지 확실하지 않습니다.', check='원래 식에 대입하면 성립합니다. ✓',
    chat='도움이 되었길 바랍니다! 궁금한 점이 있으면 언제든지 물어보세요.', restate='문제: ', yes='네, 가능합니다 (답: 예)',
    no='아니요 (답: 아니오)', dne='이 극한은 존재하지 않습니다', dec='.', thou=',', colon=':', so='따라서', code_out='실행 결과:', truncmark='다음으로')
L['ru'] = dict(
    final=['Следовательно, ответ: {x}.', 'Итак, искомое значение равно {x}.', '**Ответ:** {x}', 'Ответ: {x}.'],
    head='Окончательный ответ', sol='Решение', step='Шаг {n}', ans='Ответ', res='Результат', verify='Проверка',
    conn=['По условию ', 'Тогда ', 'Подставляя, получаем ', 'Упрощая, имеем ', 'Заметим, что ', 'Отсюда '],
    think=['Так, сначала разберёмся с условием.', 'Хм, надо перепроверить этот шаг.', 'Хорошо, идея правильная.'],
    wait='Стоп, выше ошибка в вычислениях. Пересчитаем.', reject='{x} не удовлетворяет условию, отбрасываем.',
    first='Сначала я получил {x}, ', notright='но здесь упущен один случай.',
    hedge='Ответ — либо {a}, либо {b}; точно сказать не могу.', check='Подстановка в исходное условие даёт верное равенство. ✓',
    chat='Надеюсь, это помогло! Если остались вопросы — спрашивайте.', restate='Условие: ', yes='Да, можно (ответ: да)',
    no='Нет (ответ: нет)', dne='предел не существует', dec=',', thou='\u00a0', colon=':', so='Значит', code_out='Вывод:', truncmark='Далее')
L['uk'] = dict(
    final=['Отже, відповідь: {x}.', 'Таким чином, шукане значення дорівнює {x}.', '**Відповідь:** {x}'],
    head='Остаточна відповідь', sol='Розв’язання', step='Крок {n}', ans='Відповідь', res='Результат', verify='Перевірка',
    conn=['За умовою ', 'Тоді ', 'Підставляючи, отримуємо ', 'Спрощуючи, маємо ', 'Звідси '],
    think=['Спочатку розберімося з умовою.', 'Хм, треба перевірити цей крок.'],
    wait='Зачекайте, вище помилка. Перерахуємо.', reject='{x} не задовольняє умову, відкидаємо.',
    first='Спочатку я отримав {x}, ', notright='але пропустив один випадок.',
    hedge='Відповідь — або {a}, або {b}; точно не знаю.', check='Підстановка підтверджує результат. ✓',
    chat='Сподіваюся, це допомогло!', restate='Умова: ', yes='Так (відповідь: так)', no='Ні (відповідь: ні)',
    dne='границя не існує', dec=',', thou='\u00a0', colon=':', so='Отже', code_out='Вивід:', truncmark='Далі')
L['ar'] = dict(
    final=['إذن، الإجابة هي {x}.', 'وبالتالي فإن القيمة المطلوبة هي {x}.', '**الإجابة النهائية:** {x}', 'الجواب: {x}'],
    head='الإجابة النهائية', sol='الحل', step='الخطوة {n}', ans='الإجابة', res='النتيجة', verify='التحقق',
    conn=['من المعطيات، ', 'إذن ', 'بالتعويض نحصل على ', 'بالتبسيط: ', 'نلاحظ أن ', 'ومنه '],
    think=['أولاً، لنفهم المسألة.', 'لحظة، يجب التحقق من هذه الخطوة.', 'حسناً، الفكرة صحيحة.'],
    wait='انتظر، هناك خطأ في الحساب أعلاه. لنُعِد الحساب.', reject='القيمة {x} لا تحقق الشرط، لذا نستبعدها.',
    first='في البداية حصلت على {x}، ', notright='لكن هذا غير صحيح لأنني أهملت حالة.',
    hedge='الإجابة إما {a} أو {b}، ولست متأكداً أيهما.', check='بالتعويض في المعادلة الأصلية تتحقق المساواة. ✓',
    chat='أتمنى أن يكون هذا مفيداً! لا تتردد في السؤال.', restate='المسألة: ', yes='نعم، ممكن (الإجابة: نعم)',
    no='لا (الإجابة: لا)', dne='النهاية غير موجودة', dec='.', thou='٬', colon=':', so='إذن', code_out='المخرجات:', truncmark='بعد ذلك')
L['fa'] = dict(
    final=['بنابراین پاسخ {x} است.', 'پس مقدار خواسته‌شده برابر {x} است.', '**پاسخ نهایی:** {x}'],
    head='پاسخ نهایی', sol='راه‌حل', step='گام {n}', ans='پاسخ', res='نتیجه', verify='بررسی',
    conn=['طبق صورت مسئله، ', 'پس ', 'با جایگذاری داریم ', 'با ساده‌سازی: ', 'از اینجا '],
    think=['اول صورت مسئله را مرتب کنیم.', 'صبر کن، این مرحله را دوباره بررسی کنم.'],
    wait='صبر کنید، در محاسبه‌ی بالا اشتباهی هست. دوباره حساب می‌کنیم.', reject='{x} در شرط صدق نمی‌کند و کنار گذاشته می‌شود.',
    first='ابتدا {x} به دست آمد، ', notright='اما یک حالت از قلم افتاده بود.',
    hedge='پاسخ یا {a} است یا {b}؛ مطمئن نیستم کدام.', check='با جایگذاری در رابطه‌ی اصلی، تساوی برقرار است. ✓',
    chat='امیدوارم مفید بوده باشد!', restate='صورت مسئله: ', yes='بله (پاسخ مثبت است)', no='خیر (پاسخ منفی است)',
    dne='حد وجود ندارد', dec='.', thou='٬', colon=':', so='پس', code_out='خروجی:', truncmark='سپس')
L['hi'] = dict(
    final=['अतः उत्तर {x} है।', 'इसलिए अभीष्ट मान {x} है।', '**अंतिम उत्तर:** {x}', 'उत्तर: {x}'],
    head='अंतिम उत्तर', sol='हल', step='चरण {n}', ans='उत्तर', res='परिणाम', verify='सत्यापन',
    conn=['दिया गया है कि ', 'तब ', 'मान रखने पर ', 'सरल करने पर ', 'ध्यान दें कि ', 'अतः '],
    think=['पहले प्रश्न को समझते हैं।', 'रुको, इस चरण को दोबारा जाँचना चाहिए।', 'ठीक है, तरीका सही लगता है।'],
    wait='रुकिए, ऊपर की गणना में गलती है। फिर से गणना करते हैं।', reject='{x} शर्त को संतुष्ट नहीं करता, इसलिए इसे छोड़ देते हैं।',
    first='पहले मुझे {x} मिला, ', notright='लेकिन इसमें एक स्थिति छूट गई थी।',
    hedge='उत्तर {a} या {b} हो सकता है; पक्का नहीं कह सकता।', check='मूल समीकरण में रखकर जाँचने पर समानता सही है। ✓',
    chat='आशा है यह मददगार रहा!', restate='प्रश्न: ', yes='हाँ (उत्तर: हाँ)', no='नहीं (उत्तर: नहीं)',
    dne='सीमा का अस्तित्व नहीं है', dec='.', thou=',', colon=':', so='अतः', code_out='आउटपुट:', truncmark='अब')
L['vi'] = dict(
    final=['Vậy đáp án là {x}.', 'Do đó giá trị cần tìm là {x}.', '**Đáp số:** {x}', 'Đáp án: {x}'],
    head='Đáp án cuối cùng', sol='Lời giải', step='Bước {n}', ans='Đáp án', res='Kết quả', verify='Kiểm tra',
    conn=['Theo đề bài, ', 'Khi đó ', 'Thay vào ta được ', 'Rút gọn ta có ', 'Nhận thấy ', 'Suy ra '],
    think=['Trước hết hãy đọc kỹ đề.', 'Khoan, cần kiểm tra lại bước này.', 'Được, hướng đi có vẻ đúng.'],
    wait='Khoan đã, phép tính ở trên bị sai. Tính lại nhé.', reject='{x} không thỏa mãn điều kiện nên loại.',
    first='Ban đầu mình tính ra {x}, ', notright='nhưng đã bỏ sót một trường hợp.',
    hedge='Đáp án có thể là {a} hoặc {b}, mình chưa chắc chắn.', check='Thay lại vào đề bài thấy thỏa mãn. ✓',
    chat='Hy vọng lời giải hữu ích! Nếu còn thắc mắc cứ hỏi nhé.', restate='Đề bài: ', yes='Có (câu trả lời là có)',
    no='Không (câu trả lời là không)', dne='giới hạn không tồn tại', dec=',', thou='.', colon=':', so='Vậy', code_out='Kết quả chạy:', truncmark='Tiếp theo')
L['th'] = dict(
    final=['ดังนั้น คำตอบคือ {x}', 'จึงได้ค่าที่ต้องการเท่ากับ {x}', '**คำตอบสุดท้าย:** {x}'],
    head='คำตอบสุดท้าย', sol='วิธีทำ', step='ขั้นที่ {n}', ans='คำตอบ', res='ผลลัพธ์', verify='ตรวจสอบ',
    conn=['จากโจทย์ ', 'จะได้ ', 'แทนค่าจะได้ ', 'จัดรูปได้ ', 'สังเกตว่า '],
    think=['ก่อนอื่นมาทำความเข้าใจโจทย์', 'เดี๋ยวนะ ต้องตรวจขั้นนี้อีกครั้ง'],
    wait='เดี๋ยวก่อน การคำนวณข้างบนผิด ขอคำนวณใหม่', reject='{x} ไม่สอดคล้องกับเงื่อนไข จึงตัดทิ้ง',
    first='ตอนแรกได้ {x} ', notright='แต่ตกหล่นไปหนึ่งกรณี',
    hedge='คำตอบอาจเป็น {a} หรือ {b} ยังไม่แน่ใจ', check='แทนค่ากลับในโจทย์แล้วเป็นจริง ✓',
    chat='หวังว่าจะเป็นประโยชน์นะครับ!', restate='โจทย์: ', yes='ได้ (คำตอบคือ ใช่)', no='ไม่ได้ (คำตอบคือ ไม่)',
    dne='ลิมิตไม่มีค่า', dec='.', thou=',', colon=':', so='ดังนั้น', code_out='ผลลัพธ์:', truncmark='ต่อไป')
L['fr'] = dict(
    final=['Donc la réponse est {x}.', 'Par conséquent, la valeur cherchée est {x}.', '**Réponse :** {x}', 'Réponse finale : {x}'],
    head='Réponse finale', sol='Solution', step='Étape {n}', ans='Réponse', res='Résultat', verify='Vérification',
    conn=["D'après l'énoncé, ", 'Alors ', 'En substituant, on obtient ', 'En simplifiant : ', 'Remarquons que ', "D'où "],
    think=["D'abord, reformulons le problème.", 'Hmm, vérifions cette étape.', "D'accord, la méthode semble correcte."],
    wait='Attendez, il y a une erreur de calcul ci-dessus. Recalculons.', reject='{x} ne vérifie pas la condition, on l’écarte.',
    first="J'ai d'abord obtenu {x}, ", notright="mais j'avais oublié un cas.",
    hedge='La réponse est soit {a}, soit {b} ; je ne peux pas trancher.', check="En remplaçant dans l'équation initiale, l'égalité est vérifiée. ✓",
    chat="J'espère que cela vous aide ! N'hésitez pas si vous avez d'autres questions.", restate='Énoncé : ',
    yes='Oui (la réponse est oui)', no='Non (la réponse est non)', dne="la limite n'existe pas", dec=',', thou='\u202f',
    colon=' :', so='Donc', code_out='Sortie :', truncmark='Ensuite')
L['es'] = dict(
    final=['Por lo tanto, la respuesta es {x}.', 'Así, el valor buscado es {x}.', '**Respuesta:** {x}', 'Respuesta final: {x}'],
    head='Respuesta final', sol='Solución', step='Paso {n}', ans='Respuesta', res='Resultado', verify='Comprobación',
    conn=['Según el enunciado, ', 'Entonces ', 'Sustituyendo, obtenemos ', 'Simplificando: ', 'Observemos que ', 'De aquí '],
    think=['Primero, entendamos el problema.', 'Mmm, debo revisar este paso.', 'Bien, el enfoque parece correcto.'],
    wait='Espera, hay un error en el cálculo anterior. Volvamos a calcular.', reject='{x} no cumple la condición, así que se descarta.',
    first='Al principio obtuve {x}, ', notright='pero olvidé un caso.',
    hedge='La respuesta es {a} o {b}; no estoy seguro de cuál.', check='Sustituyendo en la ecuación original, se cumple la igualdad. ✓',
    chat='¡Espero que te sirva! Si tienes más dudas, pregunta.', restate='Enunciado: ', yes='Sí (la respuesta es sí)',
    no='No (la respuesta es no)', dne='el límite no existe', dec=',', thou='.', colon=':', so='Por tanto', code_out='Salida:', truncmark='Ahora')
L['pt'] = dict(
    final=['Portanto, a resposta é {x}.', 'Assim, o valor procurado é {x}.', '**Resposta:** {x}', 'Resposta final: {x}'],
    head='Resposta final', sol='Solução', step='Passo {n}', ans='Resposta', res='Resultado', verify='Verificação',
    conn=['Pelo enunciado, ', 'Então ', 'Substituindo, obtemos ', 'Simplificando: ', 'Note que ', 'Daí '],
    think=['Primeiro, vamos entender o problema.', 'Hmm, preciso conferir este passo.', 'Certo, a ideia parece correta.'],
    wait='Espere, há um erro no cálculo acima. Vamos refazer.', reject='{x} não satisfaz a condição, então é descartado.',
    first='Inicialmente obtive {x}, ', notright='mas esqueci um caso.',
    hedge='A resposta é {a} ou {b}; não tenho certeza de qual.', check='Substituindo na equação original, a igualdade se verifica. ✓',
    chat='Espero ter ajudado! Qualquer dúvida, é só perguntar.', restate='Enunciado: ', yes='Sim (a resposta é sim)',
    no='Não (a resposta é não)', dne='o limite não existe', dec=',', thou='.', colon=':', so='Logo', code_out='Saída:', truncmark='Agora')
L['it'] = dict(
    final=['Quindi la risposta è {x}.', 'Pertanto il valore cercato è {x}.', '**Risposta:** {x}'],
    head='Risposta finale', sol='Soluzione', step='Passo {n}', ans='Risposta', res='Risultato', verify='Verifica',
    conn=['Dal testo, ', 'Allora ', 'Sostituendo otteniamo ', 'Semplificando: ', 'Osserviamo che ', 'Da cui '],
    think=['Per prima cosa capiamo il problema.', 'Mmm, ricontrolliamo questo passaggio.'],
    wait='Aspetta, c’è un errore nel calcolo sopra. Ricalcoliamo.', reject='{x} non soddisfa la condizione, quindi va scartato.',
    first='All’inizio avevo ottenuto {x}, ', notright='ma avevo trascurato un caso.',
    hedge='La risposta è {a} oppure {b}; non sono sicuro.', check='Sostituendo nell’equazione iniziale l’uguaglianza è verificata. ✓',
    chat='Spero sia utile! Chiedi pure se hai altri dubbi.', restate='Testo: ', yes='Sì (la risposta è sì)', no='No (la risposta è no)',
    dne='il limite non esiste', dec=',', thou='.', colon=':', so='Quindi', code_out='Output:', truncmark='Ora')
L['de'] = dict(
    final=['Also ist die Antwort {x}.', 'Somit ergibt sich der gesuchte Wert {x}.', '**Antwort:** {x}', 'Endergebnis: {x}'],
    head='Endergebnis', sol='Lösung', step='Schritt {n}', ans='Antwort', res='Ergebnis', verify='Probe',
    conn=['Nach Voraussetzung gilt ', 'Dann ', 'Einsetzen liefert ', 'Vereinfacht: ', 'Beachte, dass ', 'Daraus folgt '],
    think=['Zuerst das Problem verstehen.', 'Hmm, diesen Schritt sollte ich nochmal prüfen.', 'Gut, der Ansatz passt.'],
    wait='Moment, oben ist ein Rechenfehler. Ich rechne neu.', reject='{x} erfüllt die Bedingung nicht und entfällt.',
    first='Zunächst hatte ich {x} erhalten, ', notright='aber dabei einen Fall übersehen.',
    hedge='Die Antwort ist entweder {a} oder {b}; ich bin mir nicht sicher.', check='Einsetzen in die Ausgangsgleichung bestätigt das Ergebnis. ✓',
    chat='Ich hoffe, das hilft! Bei Fragen gerne melden.', restate='Aufgabe: ', yes='Ja (die Antwort ist ja)', no='Nein (die Antwort ist nein)',
    dne='der Grenzwert existiert nicht', dec=',', thou='.', colon=':', so='Also', code_out='Ausgabe:', truncmark='Als Nächstes')
L['nl'] = dict(
    final=['Dus het antwoord is {x}.', 'Hieruit volgt dat de gevraagde waarde {x} is.', '**Antwoord:** {x}'],
    head='Eindantwoord', sol='Oplossing', step='Stap {n}', ans='Antwoord', res='Resultaat', verify='Controle',
    conn=['Gegeven is dat ', 'Dan ', 'Invullen geeft ', 'Vereenvoudigen: ', 'Merk op dat ', 'Hieruit volgt '],
    think=['Eerst het probleem begrijpen.', 'Hmm, deze stap moet ik nog controleren.'],
    wait='Wacht, er zit een rekenfout hierboven. Opnieuw berekenen.', reject='{x} voldoet niet aan de voorwaarde en valt af.',
    first='Eerst kreeg ik {x}, ', notright='maar ik was een geval vergeten.',
    hedge='Het antwoord is {a} of {b}; ik weet niet zeker welke.', check='Invullen in de oorspronkelijke vergelijking klopt. ✓',
    chat='Ik hoop dat dit helpt!', restate='Opgave: ', yes='Ja (het antwoord is ja)', no='Nee (het antwoord is nee)',
    dne='de limiet bestaat niet', dec=',', thou='.', colon=':', so='Dus', code_out='Uitvoer:', truncmark='Vervolgens')
L['tr'] = dict(
    final=['Dolayısıyla cevap {x} olur.', 'Buna göre aranan değer {x}.', '**Cevap:** {x}', 'Sonuç: {x}'],
    head='Son cevap', sol='Çözüm', step='Adım {n}', ans='Cevap', res='Sonuç', verify='Kontrol',
    conn=['Verilenlere göre ', 'O halde ', 'Yerine koyarsak ', 'Sadeleştirirsek ', 'Dikkat edilirse ', 'Buradan '],
    think=['Önce soruyu anlayalım.', 'Hmm, bu adımı tekrar kontrol etmeliyim.'],
    wait='Bir dakika, yukarıdaki hesapta hata var. Yeniden hesaplayalım.', reject='{x} koşulu sağlamadığı için elenir.',
    first='İlk olarak {x} buldum, ', notright='ama bir durumu atlamışım.',
    hedge='Cevap {a} ya da {b}; hangisi olduğundan emin değilim.', check='Orijinal denklemde yerine koyunca eşitlik sağlanıyor. ✓',
    chat='Umarım yardımcı olmuştur!', restate='Soru: ', yes='Evet (cevap evet)', no='Hayır (cevap hayır)',
    dne='limit mevcut değildir', dec=',', thou='.', colon=':', so='O halde', code_out='Çıktı:', truncmark='Şimdi')
L['id'] = dict(
    final=['Jadi, jawabannya adalah {x}.', 'Dengan demikian nilai yang dicari adalah {x}.', '**Jawaban:** {x}'],
    head='Jawaban akhir', sol='Penyelesaian', step='Langkah {n}', ans='Jawaban', res='Hasil', verify='Pemeriksaan',
    conn=['Dari soal, ', 'Maka ', 'Dengan substitusi diperoleh ', 'Disederhanakan: ', 'Perhatikan bahwa ', 'Sehingga '],
    think=['Pertama, pahami soalnya.', 'Hmm, langkah ini perlu dicek lagi.'],
    wait='Tunggu, ada kesalahan hitung di atas. Mari hitung ulang.', reject='{x} tidak memenuhi syarat, jadi dibuang.',
    first='Awalnya saya mendapat {x}, ', notright='tetapi ada satu kasus yang terlewat.',
    hedge='Jawabannya {a} atau {b}; saya belum yakin yang mana.', check='Disubstitusikan kembali ke soal, persamaan terpenuhi. ✓',
    chat='Semoga membantu!', restate='Soal: ', yes='Ya (jawabannya ya)', no='Tidak (jawabannya tidak)',
    dne='limitnya tidak ada', dec=',', thou='.', colon=':', so='Jadi', code_out='Keluaran:', truncmark='Selanjutnya')
L['pl'] = dict(
    final=['Zatem odpowiedź to {x}.', 'Stąd szukana wartość wynosi {x}.', '**Odpowiedź:** {x}'],
    head='Odpowiedź końcowa', sol='Rozwiązanie', step='Krok {n}', ans='Odpowiedź', res='Wynik', verify='Sprawdzenie',
    conn=['Z treści zadania ', 'Wtedy ', 'Podstawiając, otrzymujemy ', 'Upraszczając: ', 'Zauważmy, że ', 'Stąd '],
    think=['Najpierw zrozummy zadanie.', 'Hmm, ten krok trzeba sprawdzić.'],
    wait='Chwila, powyżej jest błąd rachunkowy. Liczę od nowa.', reject='{x} nie spełnia warunku, odrzucamy.',
    first='Najpierw otrzymałem {x}, ', notright='ale pominąłem jeden przypadek.',
    hedge='Odpowiedź to {a} albo {b}; nie jestem pewien.', check='Po podstawieniu do wyjściowego równania równość zachodzi. ✓',
    chat='Mam nadzieję, że to pomoże!', restate='Treść: ', yes='Tak (odpowiedź: tak)', no='Nie (odpowiedź: nie)',
    dne='granica nie istnieje', dec=',', thou='\u00a0', colon=':', so='Zatem', code_out='Wynik:', truncmark='Teraz')
L['sw'] = dict(
    final=['Kwa hiyo, jibu ni {x}.', 'Hivyo thamani inayotafutwa ni {x}.', '**Jibu:** {x}'],
    head='Jibu la mwisho', sol='Suluhisho', step='Hatua {n}', ans='Jibu', res='Matokeo', verify='Uhakiki',
    conn=['Kutoka kwenye swali, ', 'Kisha ', 'Kwa kubadilisha tunapata ', 'Kurahisisha: ', 'Hivyo '],
    think=['Kwanza tuelewe swali.', 'Subiri, nihakiki hatua hii.'],
    wait='Subiri, kuna kosa la hesabu hapo juu. Tuhesabu upya.', reject='{x} haitimizi sharti, hivyo tunaiacha.',
    first='Mwanzoni nilipata {x}, ', notright='lakini nilisahau kesi moja.',
    hedge='Jibu ni {a} au {b}; sina uhakika ni lipi.', check='Tukiweka katika mlinganyo wa awali, usawa unatimia. ✓',
    chat='Natumaini hii imesaidia!', restate='Swali: ', yes='Ndiyo (jibu ni ndiyo)', no='Hapana (jibu ni hapana)',
    dne='kikomo hakipo', dec='.', thou=',', colon=':', so='Kwa hiyo', code_out='Matokeo:', truncmark='Sasa')
L['en'] = dict(
    final=['Therefore, the answer is {x}.', 'So the final answer is {x}.', '**Answer:** {x}', 'Final answer: {x}'],
    head='Final Answer', sol='Solution', step='Step {n}', ans='Answer', res='Result', verify='Verification',
    conn=['From the problem, ', 'Then ', 'Substituting gives ', 'Simplifying: ', 'Note that ', 'Hence '],
    think=['Okay, let me parse the problem first.', 'Hmm, wait, let me double-check this step.', 'Alright, the approach seems fine.'],
    wait='Wait, there is an arithmetic mistake above. Let me redo it.', reject='{x} does not satisfy the condition, so it is rejected.',
    first='At first I got {x}, ', notright='but that missed a case.',
    hedge='The answer is either {a} or {b}; I cannot tell which.', check='Plugging back into the original equation confirms it. ✓',
    chat='Hope this helps! Let me know if you have any other questions.', restate='Problem: ', yes='Yes (the answer is yes)',
    no='No (the answer is no)', dne='the limit does not exist', dec='.', thou=',', colon=':', so='So', code_out='Output:', truncmark='Next')

GEN = {'zh': ['先把已知条件整理一下。', '考虑分情况讨论。', '利用对称性可以简化计算。', '接下来列方程求解。'], 'ja': ['まず与えられた条件を整理します。', '場合分けをして考えます。', '対称性を利用すると計算が簡単になります。'], 'ko': ['먼저 주어진 조건을 정리합니다.', '경우를 나누어 생각해 봅시다.', '대칭성을 이용하면 계산이 간단해집니다.'], 'ru': ['Сначала запишем условия задачи.', 'Рассмотрим два случая.', 'Воспользуемся симметрией, чтобы упростить вычисления.'], 'uk': ['Спочатку запишемо умови задачі.', 'Розглянемо два випадки.', 'Скористаємося симетрією.'], 'ar': ['لنكتب أولاً المعطيات.', 'ندرس حالتين.', 'نستخدم التناظر لتبسيط الحساب.'], 'fa': ['ابتدا داده\u200cها را می\u200cنویسیم.', 'دو حالت را بررسی می\u200cکنیم.', 'از تقارن برای ساده\u200cسازی استفاده می\u200cکنیم.'], 'hi': ['पहले दी गई जानकारी लिखते हैं।', 'दो स्थितियों पर विचार करते हैं।', 'सममिति का उपयोग करके गणना सरल करते हैं।'], 'vi': ['Trước hết ta viết lại các dữ kiện.', 'Xét hai trường hợp.', 'Dùng tính đối xứng để rút gọn phép tính.'], 'th': ['ก่อนอื่นเขียนเงื่อนไขที่โจทย์ให้มา', 'พิจารณาเป็นสองกรณี', 'ใช้สมมาตรช่วยลดการคำนวณ'], 'fr': ['Commençons par écrire les données.', 'Distinguons deux cas.', 'Utilisons la symétrie pour simplifier les calculs.'], 'es': ['Primero escribimos los datos.', 'Distinguimos dos casos.', 'Usamos la simetría para simplificar.'], 'pt': ['Primeiro, escrevemos os dados.', 'Vamos separar em dois casos.', 'Usamos a simetria para simplificar.'], 'it': ['Per prima cosa scriviamo i dati.', 'Distinguiamo due casi.', 'Usiamo la simmetria per semplificare.'], 'de': ['Zunächst notieren wir die Voraussetzungen.', 'Wir unterscheiden zwei Fälle.', 'Mit der Symmetrie vereinfacht sich die Rechnung.'], 'nl': ['Eerst schrijven we de gegevens op.', 'We onderscheiden twee gevallen.', 'Met symmetrie wordt de berekening eenvoudiger.'], 'tr': ['Önce verilenleri yazalım.', 'İki durumu ayrı ayrı inceleyelim.', 'Simetriyi kullanarak hesabı sadeleştirelim.'], 'id': ['Pertama, tuliskan informasi yang diketahui.', 'Kita bagi menjadi dua kasus.', 'Gunakan simetri untuk menyederhanakan.'], 'pl': ['Najpierw zapiszmy dane.', 'Rozważmy dwa przypadki.', 'Skorzystajmy z symetrii.'], 'sw': ['Kwanza tuandike taarifa zilizotolewa.', 'Tuangalie kesi mbili.', 'Tutumie ulinganifu kurahisisha hesabu.'], 'en': ["First, let's write down what we know.", 'We split into two cases.', 'Symmetry simplifies the computation.']}
for _k in GEN:
    L[_k]['gen'] = GEN[_k]

LANG_W = {'zh': 9, 'ja': 6, 'ko': 4, 'ru': 4, 'ar': 4, 'hi': 3, 'vi': 3, 'fr': 4, 'es': 4, 'de': 4, 'pt': 3, 'it': 2,
          'tr': 2, 'id': 2, 'pl': 2, 'fa': 2, 'th': 2, 'uk': 2, 'nl': 1, 'sw': 1, 'en': 7}
LANGS = list(LANG_W)


def pick_lang():
    return R.choices(LANGS, weights=[LANG_W[k] for k in LANGS])[0]


# ----------------------------------------------------------------------------------------------
# number words / digits
# ----------------------------------------------------------------------------------------------
ZD = '零一二三四五六七八九'


def _cjk4(x, d, zero, drop_one):
    out, need0, started = [], False, False
    for p, u in ((1000, d[10]), (100, d[11]), (10, d[12]), (1, '')):
        q = x // p % 10
        if q == 0:
            if started:
                need0 = True
            continue
        if need0 and zero:
            out.append(zero)
        need0 = False
        out.append(('' if (q == 1 and u and drop_one) else d[q]) + u)
        started = True
    return ''.join(out)


def zh_words(n):
    if n < 0:
        return '负' + zh_words(-n)
    if n == 0:
        return '零'
    d = list(ZD) + ['千', '百', '十']
    if n < 10000:
        s = _cjk4(n, d, '零', False)
        return s[1:] if 10 <= n < 20 else s
    hi, lo = divmod(n, 10000)
    s = zh_words(hi) + '万'
    if lo:
        s += ('零' if lo < 1000 else '') + _cjk4(lo, d, '零', False)
    return s


def ja_words(n):
    if n < 0:
        return 'マイナス' + ja_words(-n)
    d = list('〇一二三四五六七八九') + ['千', '百', '十']
    if n < 10000:
        return _cjk4(n, d, '', True)
    hi, lo = divmod(n, 10000)
    return _cjk4(hi, d, '', True).replace('', '') + '万' + (_cjk4(lo, d, '', True) if lo else '') if hi < 10000 else str(n)


def ko_words(n):
    if n < 0:
        return '마이너스 ' + ko_words(-n)
    d = list('영일이삼사오육칠팔구') + ['천', '백', '십']
    if n < 10000:
        return _cjk4(n, d, '', True)
    hi, lo = divmod(n, 10000)
    return ('' if hi == 1 else _cjk4(hi, d, '', True)) + '만' + (_cjk4(lo, d, '', True) if lo else '')


SMALL = {
    'en': 'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
    'fr': 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf vingt',
    'es': 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte',
    'de': 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn zwanzig',
    'pt': 'zero um dois três quatro cinco seis sete oito nove dez onze doze treze catorze quinze dezesseis dezessete dezoito dezenove vinte',
    'it': 'zero uno due tre quattro cinque sei sette otto nove dieci undici dodici tredici quattordici quindici sedici diciassette diciotto diciannove venti',
    'ru': 'ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать двадцать',
    'tr': 'sıfır bir iki üç dört beş altı yedi sekiz dokuz on on_bir on_iki on_üç on_dört on_beş on_altı on_yedi on_sekiz on_dokuz yirmi',
    'id': 'nol satu dua tiga empat lima enam tujuh delapan sembilan sepuluh sebelas dua_belas tiga_belas empat_belas lima_belas enam_belas tujuh_belas delapan_belas sembilan_belas dua_puluh',
    'vi': 'không một hai ba bốn năm sáu bảy tám chín mười mười_một mười_hai mười_ba mười_bốn mười_lăm mười_sáu mười_bảy mười_tám mười_chín hai_mươi',
    'ar': 'صفر واحد اثنان ثلاثة أربعة خمسة ستة سبعة ثمانية تسعة عشرة',
    'hi': 'शून्य एक दो तीन चार पाँच छह सात आठ नौ दस',
}


def es_words(n):
    u = 'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve'.split()
    v = 'veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split()
    t = {3: 'treinta', 4: 'cuarenta', 5: 'cincuenta', 6: 'sesenta', 7: 'setenta', 8: 'ochenta', 9: 'noventa'}
    h = {1: 'ciento', 2: 'doscientos', 3: 'trescientos', 4: 'cuatrocientos', 5: 'quinientos', 6: 'seiscientos',
         7: 'setecientos', 8: 'ochocientos', 9: 'novecientos'}

    def two(x):
        if x < 20:
            return u[x]
        if x < 30:
            return v[x - 20]
        return t[x // 10] + ('' if x % 10 == 0 else ' y ' + u[x % 10])
    if n < 100:
        return two(n)
    if n == 100:
        return 'cien'
    return h[n // 100] + ('' if n % 100 == 0 else ' ' + two(n % 100))


def de_words(n):
    u = 'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn siebzehn achtzehn neunzehn'.split()
    t = {2: 'zwanzig', 3: 'dreißig', 4: 'vierzig', 5: 'fünfzig', 6: 'sechzig', 7: 'siebzig', 8: 'achtzig', 9: 'neunzig'}

    def two(x, final=True):
        if x < 20:
            return ('ein' if x == 1 and not final else u[x])
        return ('' if x % 10 == 0 else ('ein' if x % 10 == 1 else u[x % 10]) + 'und') + t[x // 10]
    if n < 100:
        return two(n)
    hh = ('ein' if n // 100 == 1 else u[n // 100]) + 'hundert'
    return hh + ('' if n % 100 == 0 else two(n % 100))


def fr_words(n):
    u = 'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize dix-sept dix-huit dix-neuf'.split()
    t = {2: 'vingt', 3: 'trente', 4: 'quarante', 5: 'cinquante', 6: 'soixante'}

    def two(x):
        if x < 20:
            return u[x]
        d, r = divmod(x, 10)
        if d in (2, 3, 4, 5, 6):
            return t[d] + ('' if r == 0 else (' et un' if r == 1 else '-' + u[r]))
        if d == 7:
            return 'soixante' + (' et onze' if r == 1 else '-' + u[10 + r])
        if d == 8:
            return 'quatre-vingts' if r == 0 else 'quatre-vingt-' + u[r]
        return 'quatre-vingt-' + u[10 + r]
    if n < 100:
        return two(n)
    c, r = divmod(n, 100)
    head = 'cent' if c == 1 else u[c] + (' cents' if r == 0 else ' cent')
    return head + ('' if r == 0 else ' ' + two(r))


def ru_words(n):
    u = 'ноль один два три четыре пять шесть семь восемь девять десять одиннадцать двенадцать тринадцать четырнадцать пятнадцать шестнадцать семнадцать восемнадцать девятнадцать'.split()
    t = {2: 'двадцать', 3: 'тридцать', 4: 'сорок', 5: 'пятьдесят', 6: 'шестьдесят', 7: 'семьдесят', 8: 'восемьдесят', 9: 'девяносто'}
    h = {1: 'сто', 2: 'двести', 3: 'триста', 4: 'четыреста', 5: 'пятьсот', 6: 'шестьсот', 7: 'семьсот', 8: 'восемьсот', 9: 'девятьсот'}

    def two(x):
        if x < 20:
            return u[x]
        return t[x // 10] + ('' if x % 10 == 0 else ' ' + u[x % 10])
    if n < 100:
        return two(n)
    return h[n // 100] + ('' if n % 100 == 0 else ' ' + two(n % 100))


WORDS999 = {'es': es_words, 'de': de_words, 'fr': fr_words, 'ru': ru_words}


def words(n, lang):
    """number word for integer n in lang, or None."""
    if lang == 'zh' and abs(n) < 10 ** 8:
        return zh_words(n)
    if lang == 'ja' and 0 <= n < 10 ** 8:
        return ja_words(n)
    if lang == 'ko' and 0 <= n < 10 ** 8:
        return ko_words(n)
    if lang in WORDS999 and 0 <= n < 1000:
        return WORDS999[lang](n)
    if lang in SMALL:
        w = SMALL[lang].split()
        if 0 <= n < len(w):
            return w[n].replace('_', ' ')
    return None


def native(s, lang):
    if lang not in NATIVE:
        return s
    t = NATIVE[lang]
    if lang in ('ar', 'fa'):
        s = s.replace('.', '٫')
    return ''.join(t[ord(c) - 48] if '0' <= c <= '9' else c for c in s)


def sep_thousands(n, sep):
    s = '{:,}'.format(abs(n)).replace(',', sep)
    return ('-' if n < 0 else '') + s


def dec_str(fr, lang=None, places=None):
    """exact decimal string of a Fraction with terminating expansion, else None."""
    q = fr.denominator
    t = q
    for p in (2, 5):
        while t % p == 0:
            t //= p
    if t != 1:
        return None
    k = 0
    while (fr * 10 ** k).denominator != 1:
        k += 1
    num = abs(fr.numerator) * 10 ** k // fr.denominator
    s = str(num).rjust(k + 1, '0')
    s = s[:len(s) - k] + ('.' + s[len(s) - k:] if k else '')
    if fr < 0:
        s = '-' + s
    if lang and L[lang]['dec'] != '.':
        s = s.replace('.', L[lang]['dec'])
    return s


# ----------------------------------------------------------------------------------------------
# gold parsing and answer forms.  A form is (tex, txt): tex is LaTeX for $...$ / \boxed{}, txt plain.
# ----------------------------------------------------------------------------------------------
def clean(g):
    g = str(g).strip()
    if g.startswith('$') and g.endswith('$') and len(g) > 1:
        g = g.strip('$').strip()
    return g


RE = {
    'int': r'-?\d+',
    'dec': r'-?\d+\.\d+',
    'frac': r'(-?)\\[dt]?frac\s*\{(\d+)\}\{(\d+)\}',
    'slash': r'(-?)(\d+)\s*/\s*(\d+)',
    'mixed': r'(\d+)\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}',
    'sqrt': r'(\d*)\\sqrt\{?(\d+)\}?',
    'sqrtfrac': r'(\d*)\\sqrt\{(\d+)\}\s*/\s*(\d+)',
    'lin': r'(\d+)\s*([+-])\s*(\d*)\\sqrt\{(\d+)\}',
    'pct': r'(\d+)\s*\\%',
    'deg': r'(\d+)\^\{?\\circ\}?',
    'unit': r'(-?\d+)\s*\\text\{\s*([A-Za-z][A-Za-z. ]*?)\.?\s*\}',
}


def classify(g):
    c = clean(g)
    for k in ('int', 'dec', 'frac', 'slash', 'mixed', 'sqrt', 'sqrtfrac', 'lin', 'pct', 'deg', 'unit'):
        m = re.fullmatch(RE[k], c)
        if m:
            return k, m
    return 'other', None


def frac_forms(v, lang):
    p, q = abs(v.numerator), v.denominator
    s = '-' if v < 0 else ''
    F = [(s + '\\frac{%d}{%d}' % (p, q), s + '%d/%d' % (p, q)), (s + '\\dfrac{%d}{%d}' % (p, q), None),
         (None, s + '%d/%d' % (p, q)), (s + '\\tfrac{%d}{%d}' % (p, q), None)]
    if v < 0:
        F.append(('\\frac{-%d}{%d}' % (p, q), '(-%d)/%d' % (p, q)))
    d = dec_str(v)
    if d is not None:
        F.append((d, dec_str(v, lang)))
        F.append((None, dec_str(v, lang)))
    if p > q:
        w, r = divmod(p, q)
        F.append((s + '%d\\frac{%d}{%d}' % (w, r, q), None))
    if lang == 'zh':
        F.append((None, s.replace('-', '负') + '%d分之%d' % (q, p)))
    if lang == 'ja':
        F.append((None, s.replace('-', 'マイナス') + '%d分の%d' % (q, p)))
    if lang == 'ko':
        F.append((None, s.replace('-', '마이너스 ') + '%d분의 %d' % (q, p)))
    return F


def int_forms(n, lang):
    F = [(str(n), str(n)), (None, str(n))]
    if n < 0:
        F.append((None, '\u2212%d' % -n))
    if abs(n) >= 1000:
        # '.' as a thousands separator could be read as a decimal point: use a space there instead
        sp = L[lang]['thou'] if L[lang]['thou'] != '.' else '\u00a0'
        F.append((None, sep_thousands(n, sp)))
        if sp == ',':
            F.append((sep_thousands(n, '{,}'), None))
    if lang in NATIVE and lang not in ('zh', 'ja'):
        F.append((None, native(str(n), lang)))
        F.append((None, native(str(n), lang)))
    if lang in ('zh', 'ja'):
        F.append((None, native(str(n), lang)))
    w = words(n, lang)
    if w:
        paren = w + ('（%d）' % n if lang in ('zh', 'ja') else ' (%d)' % n)
        bare_ok = (lang in ('zh', 'ja') or (lang == 'ko' and n >= 10) or
                   (lang in ('en', 'fr', 'es', 'de', 'it', 'pt', 'ru', 'ar', 'hi') and n >= 2))
        F.append((None, w if bare_ok else paren))
        F.append((None, paren))
    return F


def wrong_int(n):
    c = [n + 1, n - 1, n + 2, n - 2, 2 * n, n + 10, n - 10]
    if n != 0:
        c += [-n, -n]
    if abs(n) >= 10:
        r = int(str(abs(n))[::-1]) * (1 if n >= 0 else -1)
        c.append(r)
    if n % 2 == 0 and n != 0:
        c.append(n // 2)
    c = [x for x in c if x != n]
    return R.choice(c)


def wrong_frac(v):
    p, q = v.numerator, v.denominator
    c = [Fraction(p + 1, q), Fraction(p, q + 1), -v, v + 1, Fraction(p - 1, q) if p - 1 != 0 else Fraction(p + 2, q)]
    if p not in (0,) and abs(p) != q:
        c += [1 / v, 1 / v]
    c = [x for x in c if x != v]
    return R.choice(c)


def sqrt_tex(a, b):
    return ('%d' % a if a != 1 else '') + '\\sqrt{%d}' % b


UNITS = {'dollars', 'mph', 'ft', 'inches', 'in', 'minutes', 'sides', 'miles', 'pounds', 'sq.cm', 'cm', 'feet', 'yd', 'hours'}


def build(gold, lang, bench):
    """Return (true_forms, wrong_forms, kind) for gold.  Forms are (tex, txt)."""
    kind, m = classify(gold)
    c = clean(gold)
    T, W = [], []
    if kind == 'int':
        n = int(c)
        T = int_forms(n, lang)
        for _ in range(3):
            W += int_forms(wrong_int(n), lang)[:2]
    elif kind == 'dec':
        v = Fraction(c)
        ds = dec_str(v, lang)
        T = [(c, ds), (None, ds)]
        if v.denominator == 1:
            T += int_forms(int(v), lang)[:3]
        else:
            f = frac_forms(v, lang)
            T += [x for x in f if x[0] and 'frac' in x[0]][:2]
        if lang in NATIVE and lang not in ('zh', 'ja'):
            T.append((None, native(dec_str(v), lang)))
        for w in (v + Fraction(1, 10), v - 1, v * 10, Fraction(round(v)) if v.denominator != 1 and round(v) != v else v + 2):
            if w != v:
                W.append((dec_str(w), dec_str(w, lang)))
    elif kind in ('frac', 'slash', 'mixed'):
        if kind == 'mixed':
            v = int(m.group(1)) + Fraction(int(m.group(2)), int(m.group(3)))
        else:
            v = Fraction(int(m.group(2)), int(m.group(3))) * (-1 if m.group(1) else 1)
        if v.denominator == 1 or Fraction(int(m.group(2)), int(m.group(3))).numerator != int(m.group(2)) and kind != 'mixed':
            # unreduced or integer-valued: keep as-is forms plus value forms
            T = [(c, None)]
        T = T + frac_forms(v, lang) if v.denominator != 1 else T + int_forms(int(v), lang)
        if kind == 'mixed':
            T.append((c, None))
        for _ in range(3):
            w = wrong_frac(v)
            W += frac_forms(w, lang)[:3] if w.denominator != 1 else int_forms(int(w), lang)[:1]
        if dec_str(v) is None:
            # a wrongly rounded / truncated decimal (never the correct rounding)
            for k in (2, 3):
                tr = Fraction(int(v * 10 ** k), 10 ** k)
                ro = Fraction(round(v * 10 ** k), 10 ** k)
                if tr != ro:
                    W.append((dec_str(tr), dec_str(tr, lang)))
                    break
    elif kind == 'sqrt':
        a = int(m.group(1) or 1)
        b = int(m.group(2))
        T = [(sqrt_tex(a, b), ('%d' % a if a != 1 else '') + '√%d' % b), (sqrt_tex(a, b), None)]
        if a > 1:
            T.append(('\\sqrt{%d}' % (a * a * b), '√%d' % (a * a * b)))
            T.append(('%d\\cdot\\sqrt{%d}' % (a, b), None))
        T.append(('%s\\sqrt %d' % ('%d' % a if a != 1 else '', b), None) if b < 10 else (None, '%s√(%d)' % ('%d' % a if a != 1 else '', b)))
        ws = [(a + 1, b), (a, b + 1), (a * 2, b)]
        if a > 1 and a != b:
            ws.append((b, a))
        if a > 1:
            ws.append((1, b))
        for (x, y) in ws:
            W.append((sqrt_tex(x, y), ('%d' % x if x != 1 else '') + '√%d' % y))
    elif kind == 'sqrtfrac':
        a, b, q = int(m.group(1) or 1), int(m.group(2)), int(m.group(3))
        at = '%d' % a if a != 1 else ''
        T = [('\\frac{%s\\sqrt{%d}}{%d}' % (at, b, q), '%s√%d/%d' % (at, b, q)), (c, None),
             ('\\frac{%s}{%d}\\sqrt{%d}' % (a, q, b) if a != 1 else '\\frac{1}{%d}\\sqrt{%d}' % (q, b), None)]
        W = [('\\frac{%s\\sqrt{%d}}{%d}' % (at, b, q + 1), None), ('\\frac{%d\\sqrt{%d}}{%d}' % (a + 1, b, q), None),
             ('\\frac{%d}{%s\\sqrt{%d}}' % (q, at, b), None), ('\\frac{%s\\sqrt{%d}}{%d}' % (at, b + 1, q), None)]
    elif kind == 'lin':
        a, sg, cc, b = int(m.group(1)), m.group(2), m.group(3), int(m.group(4))
        T = [(c, None), ('%s\\sqrt{%s}%s%d' % (('-' if sg == '-' else '') + cc, b, '+', a), None),
             (None, '%d %s %s√%d' % (a, sg, cc, b))]
        osg = '+' if sg == '-' else '-'
        W = [('%d %s %s\\sqrt{%d}' % (a, osg, cc, b), None), ('%d %s %s\\sqrt{%d}' % (a + 1, sg, cc, b), None),
             ('%d %s %s\\sqrt{%d}' % (a, sg, cc, b + 1), None)]
    elif kind == 'pct':
        n = int(m.group(1))
        T = [('%d\\%%' % n, '%d%%' % n), (None, '%d %%' % n if lang in ('fr', 'de') else '%d%%' % n)]
        if lang == 'zh':
            T.append((None, '百分之' + zh_words(n)))
        if lang in NATIVE and lang not in ('zh', 'ja'):
            T.append((None, native(str(n), lang) + '٪' if lang in ('ar', 'fa') else native(str(n), lang) + '%'))
        for w in (n + 1, n - 1, 100 - n, n + 10):
            if w != n and w >= 0:
                W.append(('%d\\%%' % w, '%d%%' % w))
        if n not in (0, 100):
            sc = dec_str(Fraction(n, 100))
            W.append((sc + '\\%', sc + '%'))
    elif kind == 'deg':
        n = int(m.group(1))
        T = [('%d^\\circ' % n, '%d°' % n), (None, '%d°' % n)]
        T.append((str(n), str(n)))
        fr = Fraction(n, 180)
        if fr.numerator == 1:
            T.append(('\\frac{\\pi}{%d}' % fr.denominator, 'π/%d' % fr.denominator))
        elif fr.denominator == 1:
            T.append(('%d\\pi' % fr.numerator if fr.numerator != 1 else '\\pi', None))
        else:
            T.append(('\\frac{%d\\pi}{%d}' % (fr.numerator, fr.denominator), None))
        if lang == 'zh':
            T.append((None, '%d 度' % n))
        if lang == 'ja':
            T.append((None, '%d度' % n))
        for w in (180 - n, 90 - n, n + 1, n - 1, 2 * n):
            if w != n and w > 0:
                W.append(('%d^\\circ' % w, '%d°' % w))
    elif kind == 'unit' and m.group(2).strip() not in UNITS:
        return None
    elif kind == 'unit':
        n, u = int(m.group(1)), m.group(2).strip()
        T = [('%d\\text{ %s}' % (n, u), '%d %s' % (n, u)), (str(n), str(n)), (None, '%d %s' % (n, u))]
        for _ in range(3):
            w = wrong_int(n)
            W.append(('%d\\text{ %s}' % (w, u), '%d %s' % (w, u)))
    else:
        if not re.search(r'\d', c) or len(c) > 45:
            return None
        T = [(c, None)]
        if '\\dfrac' in c:
            T.append((c.replace('\\dfrac', '\\frac'), None))
        elif '\\frac' in c:
            T.append((c.replace('\\frac', '\\dfrac'), None))
        fr = re.sub(r'\\d?frac\s*\{([^{}\\]+)\}\{([^{}\\]+)\}',
                    lambda mm: (mm.group(1) if re.fullmatch(r'\w+', mm.group(1)) else '(' + mm.group(1) + ')') + '/' +
                    (mm.group(2) if re.fullmatch(r'\w+', mm.group(2)) else '(' + mm.group(2) + ')'), c)
        if fr != c and '\\' not in fr:
            T.append((None, fr))
        if c.startswith('\\text{') and c.endswith('}') and '\\' not in c[6:]:
            T.append((None, c[6:-1]))
        digs = [mm.start() for mm in re.finditer(r'\d', c)]
        for pos in R.sample(digs, min(3, len(digs))):
            d = int(c[pos])
            nd = str((d + R.choice([1, 1, 2, 9])) % 10)
            if nd == '0' and (pos == 0 or not c[pos - 1].isdigit()) and pos + 1 < len(c) and c[pos + 1].isdigit():
                nd = '9'
            w = c[:pos] + nd + c[pos + 1:]
            if w != c:
                W.append((w, None))
        if not W:
            return None
    T = [t for t in T if t[0] or t[1]]
    W = [w for w in W if w[0] or w[1]]
    return T, W, kind


# ----------------------------------------------------------------------------------------------
# working text
# ----------------------------------------------------------------------------------------------
def math_segments(text):
    """math spans of a LaTeX text: \\[..\\], $$..$$ and $..$ (escaped \\$ ignored)."""
    text = text.replace('\\$', '\u0000')
    out = [next(x for x in m.groups() if x) for m in
           re.finditer(r'\\\[(.+?)\\\]|\$\$(.+?)\$\$|\$([^$]+?)\$', text, flags=re.S)]
    res = []
    for s in out:
        s = s.replace('\u0000', '\\$').replace('\n', ' ').strip()
        if 'boxed' in s or 'textbf{(' in s or len(s) < 3 or len(s) > 160 or 'asy' in s or s in res:
            continue
        res.append(s)
    return res


def working(lang, sol, problem, k):
    """up to k lines of plausible working in lang, using math from the human solution / the problem."""
    segs = math_segments(sol) if sol else []
    if len(segs) < 2:
        segs = segs + [x for x in math_segments(problem) if x not in segs]
    P = L[lang]
    if not segs:
        return musing(lang, 2)
    lines = []
    gen = list(P['gen'])
    R.shuffle(gen)
    for s in segs[:k]:
        if gen and R.random() < 0.25:
            lines.append(gen.pop())
        lines.append(R.choice(P['conn']) + '$' + s + '$' + ('。' if lang in ('zh', 'ja') else '.'))
    return lines


def musing(lang, k):
    th = L[lang]['think']
    return R.sample(th, min(k, len(th)))


# ----------------------------------------------------------------------------------------------
# formatting of one answer
# ----------------------------------------------------------------------------------------------
def show(form, how, lang):
    tex, txt = form
    if how == 'boxed':
        return '$\\boxed{%s}$' % tex if tex else None
    if how == 'boxed_raw':
        return '\\boxed{%s}' % tex if tex else None
    if how == 'inline':
        return '$%s$' % tex if tex else txt
    if how == 'txt':
        return txt if txt else ('$%s$' % tex)
    if how == 'bold':
        return '**%s**' % (txt if txt else '$%s$' % tex)
    if how == 'plain_any':
        return txt if txt else tex
    raise ValueError(how)


def fsent(lang, x):
    return R.choice(L[lang]['final']).format(x=x)


def fin(lang):
    return '。' if lang in ('zh', 'ja') else '.'


# each format: f(lang, ctx, A) -> response, where A is a dict with 'final' (form), optional 'pre' lines,
# 'post' lines, 'hedge' etc.  The trick layer supplies lines in lang.

def fmt_think_boxed(lang, ctx, A):
    tr = musing(lang, 1) + ctx['work'] + A.get('think_extra', []) + musing(lang, 1)
    body = '\n\n'.join(A.get('pre', []) + ctx['work'][-2:])
    x = show(A['final'], 'boxed', lang) or show(A['final'], 'inline', lang)
    return '<think>\n' + '\n'.join(tr) + '\n</think>\n\n' + body + '\n\n' + A.get('finalline', fsent(lang, x)) + A.get('tail', '')


def fmt_think_plain(lang, ctx, A):
    tr = musing(lang, 2) + ctx['work'] + A.get('think_extra', [])
    x = show(A['final'], 'txt', lang)
    return '<think>\n' + '\n'.join(tr) + '\n</think>\n' + '\n'.join(A.get('pre', [])) + ('\n' if A.get('pre') else '') + A.get('finalline', fsent(lang, x)) + A.get('tail', '')


def fmt_harmony(lang, ctx, A):
    x = show(A['final'], 'inline', lang)
    return ('<|channel|>analysis<|message|>' + ' '.join(ctx['work'] + A.get('think_extra', [])) + '<|end|>'
            '<|start|>assistant<|channel|>final<|message|>' + ' '.join(A.get('pre', [])) + ' ' + A.get('finalline', fsent(lang, x)) + A.get('tail', '') + '<|return|>')


def fmt_md_heading(lang, ctx, A):
    P = L[lang]
    steps = ['%d. %s' % (i + 1, w) for i, w in enumerate(ctx['work'])]
    x = show(A['final'], R.choice(['bold', 'inline', 'boxed']), lang) or show(A['final'], 'bold', lang)
    fl = A.get('finalline', '**%s%s** %s' % (P['head'], P['colon'], x))
    return '## %s\n\n' % P['sol'] + '\n'.join(steps) + '\n\n' + '\n\n'.join(A.get('pre', [])) + ('\n\n' if A.get('pre') else '') + '### %s\n\n' % P['head'] + fl + A.get('tail', '')


def fmt_display(lang, ctx, A):
    x = A['final']
    disp = ('$$\n\\boxed{%s}\n$$' % x[0]) if x[0] else ('**%s**' % x[1])
    return '\n\n'.join(ctx['work'] + A.get('pre', [])) + '\n\n' + A.get('finalline', L[lang]['so'] + (('，' if lang == 'zh' else '、') if lang in ('zh', 'ja') else ',') + '\n\n' + disp) + A.get('tail', '')


def fmt_table(lang, ctx, A):
    P = L[lang]
    rows = ['| %s | %s |' % (P['step'].format(n=i + 1), w.replace('|', '\\|')) for i, w in enumerate(ctx['work'][:4])]
    x = show(A['final'], 'inline', lang)
    return ('| %s | %s |\n|---|---|\n' % (P['step'].format(n='#'), P['res'])) + '\n'.join(rows) + '\n\n' + '\n'.join(A.get('pre', [])) + ('\n\n' if A.get('pre') else '') + A.get('finalline', '**%s%s** %s' % (P['ans'], P['colon'], x)) + A.get('tail', '')


def fmt_boxvariant(lang, ctx, A):
    tex = A['final'][0] or A['final'][1]
    v = R.choice(['\\[\\boxed{\\,%s\\,}\\]', '\\fbox{$%s$}', '$\\boxed {%s}$', '\\(\\boxed{%s}\\)', '$$\\boxed{%s}.$$'])
    if not A['final'][0]:
        v = R.choice(['\\fbox{%s}', '**%s**', '[ %s ]'])
    return '\n'.join(ctx['work'][:3] + A.get('pre', [])) + '\n\n' + A.get('finalline', L[lang]['so'] + ' ' + v % tex) + A.get('tail', '')


def fmt_json(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    key = R.choice(['final_answer', 'answer', 'result'])
    obj = {'reasoning': ' '.join(ctx['work'][:3] + A.get('pre', [])), key: A.get('json_answer', x)}
    if 'json_extra' in A:
        obj.update(A['json_extra'])
    s = json.dumps(obj, ensure_ascii=False, indent=R.choice([None, 2]))
    return (R.choice(['', '```json\n']) + s + ('' if not s else '')) .replace('```json\n' + s, '```json\n' + s + '\n```') + A.get('tail', '')


def fmt_tool(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    name = R.choice(['submit_answer', 'final_answer', 'answer'])
    pre = '\n'.join(ctx['work'][:2] + A.get('pre', []))
    if R.random() < 0.5:
        call = '<tool_call>\n' + json.dumps({'name': name, 'arguments': {'answer': A.get('json_answer', x)}}, ensure_ascii=False) + '\n</tool_call>'
    else:
        call = json.dumps({'type': 'function_call', 'name': name, 'arguments': json.dumps({'answer': A.get('json_answer', x)}, ensure_ascii=False)}, ensure_ascii=False)
    return pre + '\n\n' + A.get('tool_prose', '') + call + A.get('tail', '')


def ascii_pref(x):
    if x[0] and re.fullmatch(r'-?[\d.]+', x[0]):
        return x[0]
    for v in (x[1], x[0]):
        if v and all(ord(c) < 128 for c in v) and '\\' not in v:
            return v
    return x[0] or x[1]


def fmt_code(lang, ctx, A):
    P = L[lang]
    x = A['final']
    out = A.get('code_print', ascii_pref(x))
    code = ('```python\nfrom fractions import Fraction\nfrom sympy import *\n\n# %s\n' % ctx['work'][0].replace('\n', ' ')[:80] +
            'ans = solve_problem()\nprint(ans)\n```\n\n%s\n```\n%s\n```\n\n' % (P['code_out'], out))
    return '\n'.join(ctx['work'][1:3]) + '\n\n' + code + '\n'.join(A.get('pre', [])) + ('\n' if A.get('pre') else '') + A.get('finalline', fsent(lang, show(x, 'inline', lang))) + A.get('tail', '')


def fmt_terse(lang, ctx, A):
    x = A['final']
    if 'finalline' in A:
        return '\n'.join(A.get('pre', [])) + ('\n' if A.get('pre') else '') + A['finalline']
    v = R.choice([show(x, 'plain_any', lang), show(x, 'inline', lang), '%s%s %s' % (L[lang]['ans'], L[lang]['colon'], show(x, 'txt', lang))])
    return '\n'.join(A.get('pre', [])) + ('\n' if A.get('pre') else '') + v


def fmt_answer_first(lang, ctx, A):
    P = L[lang]
    x = show(A['final'], R.choice(['bold', 'inline', 'boxed']), lang) or show(A['final'], 'bold', lang)
    head = A.get('finalline', '%s%s %s' % (P['ans'], P['colon'], x))
    return head + '\n\n' + P['sol'] + P['colon'] + '\n' + '\n'.join(ctx['work'] + A.get('pre', [])) + A.get('tail', '')


def fmt_minerva(lang, ctx, A):
    x = A['final']
    t = x[0] if x[0] else x[1]
    line0 = {'en': 'Final Answer: The final answer is ${t}$. I hope it is correct.',
            'zh': '最终答案：最终答案是 ${t}$。希望是正确的。', 'ja': '最終回答：最終的な答えは ${t}$ です。正しいと良いのですが。',
            'es': 'Respuesta final: La respuesta final es ${t}$. Espero que sea correcta.',
            'fr': 'Réponse finale : la réponse finale est ${t}$. J’espère qu’elle est correcte.'}.get(lang, 'Final Answer: The final answer is ${t}$. I hope it is correct.')
    line = line0 if x[0] else line0.replace('${t}$', '{t}')
    return '\n'.join(ctx['work'] + A.get('pre', [])) + '\n' + A.get('finalline', line.replace('{t}', t)) + A.get('tail', '')


def fmt_xml(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    return '<reasoning>\n' + '\n'.join(ctx['work'] + A.get('pre', [])) + '\n</reasoning>\n<answer>\n' + A.get('xml_answer', x) + '\n</answer>' + A.get('tail', '')


def fmt_steps(lang, ctx, A):
    P = L[lang]
    parts = ['**%s%s** %s' % (P['step'].format(n=i + 1), P['colon'], w) for i, w in enumerate(ctx['work'])]
    x = show(A['final'], R.choice(['inline', 'boxed', 'txt']), lang) or show(A['final'], 'inline', lang)
    return '\n\n'.join(parts + A.get('pre', [])) + '\n\n' + A.get('finalline', '**%s%s** %s' % (P['head'], P['colon'], x)) + A.get('tail', '')


def fmt_react(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    obs = A.get('code_print', ascii_pref(A['final']))
    return ('Thought: ' + ctx['work'][0] + '\nAction: python\nAction Input: ```print(solve())```\nObservation: ' + obs +
            '\nThought: ' + ' '.join(A.get('pre', [])) + R.choice(L[lang]['think']) + '\n' + A.get('finalline', 'Final Answer: ' + x) + A.get('tail', ''))


def fmt_align(lang, ctx, A):
    segs = [w for w in ctx['segs'][:4]] or ['x']
    x = A['final']
    t = x[0] if x[0] else '\\text{%s}' % x[1]
    return ('\\begin{align*}\n' + ' \\\\\n'.join('&' + s for s in segs) + '\n\\end{align*}\n' + '\n'.join(A.get('pre', [])) + '\n' +
            A.get('finalline', '$\\therefore$ ' + fsent(lang, '$' + t + '$')) + A.get('tail', ''))


def fmt_kv(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    return ('\n'.join(A.get('pre', [])) + ('\n' if A.get('pre') else '') + 'answer: ' + (lambda v: ' | '.join(v) if isinstance(v, list) else v)(A.get('json_answer', x)) +
            '\nconfidence: %.2f\nlanguage: %s' % (R.uniform(0.55, 0.98), lang) + A.get('tail', ''))


def fmt_think_noopen(lang, ctx, A):
    tr = musing(lang, 1) + ctx['work'] + A.get('think_extra', [])
    x = show(A['final'], R.choice(['boxed', 'inline']), lang) or show(A['final'], 'inline', lang)
    return '\n'.join(tr) + '\n</think>\n\n' + '\n'.join(A.get('pre', [])) + ('\n\n' if A.get('pre') else '') + A.get('finalline', fsent(lang, x)) + A.get('tail', '')


def fmt_bullets(lang, ctx, A):
    P = L[lang]
    x = show(A['final'], R.choice(['inline', 'txt']), lang)
    items = ['- ' + w for w in ctx['work'][:5] + A.get('pre', [])]
    fl = A.get('finalline', '- **%s**%s %s' % (P['ans'], P['colon'], x))
    return '\n'.join(items) + '\n\n' + fl + A.get('tail', '')


def fmt_hash(lang, ctx, A):
    x = show(A['final'], 'plain_any', lang)
    return '\n'.join(ctx['work'] + A.get('pre', [])) + '\n' + A.get('finalline', '#### ' + x) + A.get('tail', '')


def fmt_summary(lang, ctx, A):
    P = L[lang]
    x = show(A['final'], R.choice(['boxed', 'inline', 'bold']), lang) or show(A['final'], 'bold', lang)
    return ('**' + R.choice(L[lang]['think']) + '**\n\n' + ' '.join(ctx['work'][:3]) + '\n\n---\n\n' + '\n'.join(A.get('pre', [])) +
            ('\n\n' if A.get('pre') else '') + A.get('finalline', '%s%s %s' % (P['head'], P['colon'], x)) + A.get('tail', ''))


def fmt_engcue(lang, ctx, A):
    x = show(A['final'], R.choice(['boxed', 'inline']), lang) or show(A['final'], 'inline', lang)
    cue = R.choice(['**Final Answer**\n\n', '**Final answer:** ', 'The final answer is ', 'Answer: '])
    return '\n\n'.join(ctx['work'] + A.get('pre', [])) + '\n\n' + A.get('finalline', cue + x) + A.get('tail', '')


def fmt_altthink(lang, ctx, A):
    o, c = R.choice([('[THINK]', '[/THINK]'), ('◁think▷', '◁/think▷'), ('<|begin_of_thought|>', '<|end_of_thought|>'),
                     ('<thinking>', '</thinking>'), ('<seed:think>', '</seed:think>')])
    tr = musing(lang, 1) + ctx['work'] + A.get('think_extra', []) + musing(lang, 1)
    x = show(A['final'], R.choice(['boxed', 'inline', 'txt']), lang) or show(A['final'], 'inline', lang)
    body = '\n'.join(A.get('pre', [])) + ('\n\n' if A.get('pre') else '') + A.get('finalline', fsent(lang, x)) + A.get('tail', '')
    if o == '<|begin_of_thought|>':
        body = '<|begin_of_solution|>\n\n' + body + '\n\n<|end_of_solution|>'
    return o + '\n' + '\n\n'.join(tr) + '\n' + c + '\n\n' + body


def fmt_chatml_tool(lang, ctx, A):
    x = A['final']
    out = A.get('code_print', ascii_pref(x))
    code = '# ' + ctx['work'][0][:70].replace('\n', ' ') + '\nprint(solve())'
    fx = show(x, R.choice(['inline', 'txt', 'boxed']), lang) or show(x, 'inline', lang)
    return ('<|im_start|>assistant\n' + '\n'.join(ctx['work'][1:3] + A.get('pre', [])) + '\n<tool_call>\n' +
            json.dumps({'name': 'python', 'arguments': {'code': code}}, ensure_ascii=False) + '\n</tool_call><|im_end|>\n'
            '<|im_start|>user\n<tool_response>\n' + out + '\n</tool_response><|im_end|>\n<|im_start|>assistant\n' +
            A.get('finalline', fsent(lang, fx)) + A.get('tail', '') + '<|im_end|>')


def fmt_exam(lang, ctx, A):
    x = show(A['final'], R.choice(['inline', 'txt']), lang)
    if lang in ('zh', 'ja'):
        a, b, c = (('【分析】', '【解答】', '【答案】') if lang == 'zh' else ('【考え方】', '【解答】', '【答】'))
        return (a + ctx['work'][0] + '\n' + b + ''.join(ctx['work'][1:] + A.get('pre', [])) + '\n' +
                A.get('finalline', c + x) + A.get('tail', ''))
    P = L[lang]
    return ('**' + P['sol'] + '.** ' + ' '.join(ctx['work'] + A.get('pre', [])) + '\n\n' +
            A.get('finalline', '*' + P['ans'] + '*' + P['colon'] + ' ' + x) + ' ∎' + A.get('tail', ''))


FORMATS = {
    'think_tag/boxed_after_trace': fmt_think_boxed, 'think_tag/plain_after_trace': fmt_think_plain,
    'harmony_channels/analysis_then_final': fmt_harmony, 'chat_markdown/heading_final': fmt_md_heading,
    'chat_markdown/display_boxed': fmt_display, 'chat_markdown/table_then_answer': fmt_table,
    'boxed/variant_wrappers': fmt_boxvariant, 'json/answer_field': fmt_json, 'tool_call/submit_answer': fmt_tool,
    'code/python_output_then_prose': fmt_code, 'terse/one_line': fmt_terse, 'answer_first/explain_after': fmt_answer_first,
    'minerva/final_answer_line': fmt_minerva, 'xml/answer_tag': fmt_xml, 'chat_markdown/step_headers': fmt_steps,
    'agent/react_trace': fmt_react, 'latex/align_therefore': fmt_align, 'key_value/answer_confidence': fmt_kv,
    'think_tag/close_only_distill': fmt_think_noopen, 'chat_markdown/bullets_then_answer': fmt_bullets,
    'section_marker/hash_final': fmt_hash, 'reasoning_markers/alt_thought_tokens': fmt_altthink,
    'chatml/tool_roundtrip': fmt_chatml_tool, 'exam_style/labelled_sections': fmt_exam, 'code_switch/english_final_cue': fmt_engcue, 'chat_markdown/summary_rule_final': fmt_summary,
}
FMT_NAMES = list(FORMATS)


# ----------------------------------------------------------------------------------------------
# tricks: build A for true / false
# ----------------------------------------------------------------------------------------------
def disp(form, lang):
    return show(form, 'inline', lang)


def make_true(lang, T, W, ctx):
    P = L[lang]
    g = R.choice(T)
    kind = R.choices(['plain', 'chatter_after', 'verify_after', 'fix_to_gold', 'reject_wrong', 'native_prose', 'two_notations'],
                     weights=[5, 2, 2, 2, 2, 1, 2])[0]
    A = {'final': g}
    if kind == 'two_notations':
        others = [t for t in T if t != g and (t[0] or t[1]) != (g[0] or g[1])]
        if others and g[0]:
            h = R.choice(others)
            A['final'] = (g[0], (g[1] or '$' + g[0] + '$'))
            A['final'] = ('%s \\; (= %s)' % (g[0], h[0]) if h[0] else None,
                          '%s (%s)' % (g[1] or '$' + g[0] + '$', h[1] or '$' + h[0] + '$'))
        else:
            kind = 'plain'
    if kind == 'chatter_after':
        A['tail'] = '\n\n' + P['chat']
    elif kind == 'verify_after':
        A['tail'] = '\n\n**%s%s** %s' % (P['verify'], P['colon'], P['check'])
    elif kind == 'fix_to_gold':
        w = R.choice(W)
        A['think_extra'] = [P['first'].format(x=disp(w, lang)) + P['notright'], P['wait']]
        A['pre'] = [P['first'].format(x=disp(w, lang)) + P['notright'] + ' ' + P['wait']]
    elif kind == 'reject_wrong':
        w = R.choice([x for x in W if x[0] not in PARTIAL] or W)
        A['pre'] = [P['reject'].format(x=disp(w, lang))]
        A['think_extra'] = [P['reject'].format(x=disp(w, lang))]
    return A, kind


def make_false(lang, T, W, ctx, allow_trunc=True):
    P = L[lang]
    g = R.choice(T)
    w = R.choice(W)
    kinds = ['plain_wrong', 'retract_gold', 'gold_in_working', 'hedge_two', 'two_finals', 'restate_question', 'truncated']
    wts = [5, 3, 3, 2, 1, 2, 2 if allow_trunc else 0]
    kind = R.choices(kinds, weights=wts)[0]
    A = {'final': w}
    if kind == 'retract_gold':
        s = fsent(lang, disp(g, lang))
        A['pre'] = [s + ' ' + P['wait']]
        A['think_extra'] = [s, P['wait']]
    elif kind == 'gold_in_working':
        A['pre'] = [P['first'].format(x=disp(g, lang)) + P['notright']]
        A['think_extra'] = [P['first'].format(x=disp(g, lang)) + P['notright']]
    elif kind == 'hedge_two':
        a, b = (g, w) if R.random() < 0.5 else (w, g)
        A['finalline'] = P['hedge'].format(a=disp(a, lang), b=disp(b, lang))
        A['json_answer'] = P['hedge'].format(a=show(a, 'plain_any', lang), b=show(b, 'plain_any', lang))
        A['xml_answer'] = A['json_answer']
    elif kind == 'two_finals':
        a, b = (g, w) if R.random() < 0.5 else (w, g)
        ta, tb = a[0] or a[1], b[0] or b[1]
        A['finalline'] = fsent(lang, '$\\boxed{%s}$' % ta) + '\n' + fsent(lang, '$\\boxed{%s}$' % tb)
        A['json_answer'] = [show(a, 'plain_any', lang), show(b, 'plain_any', lang)]
        A['xml_answer'] = '%s\n</answer>\n<answer>\n%s' % (show(a, 'plain_any', lang), show(b, 'plain_any', lang))
    return A, kind


VOTE = {'zh': ('采样结果', '票', '多数投票结果'), 'ja': ('サンプル結果', '票', '多数決の結果'), 'ko': ('샘플 결과', '표', '다수결 결과'),
        'ru': ('Результаты выборок', 'голос.', 'Итог голосования'), 'fr': ('Résultats des échantillons', 'voix', 'Vote majoritaire'),
        'es': ('Resultados de las muestras', 'votos', 'Voto mayoritario'), 'de': ('Stichproben', 'Stimmen', 'Mehrheitsentscheid'),
        'en': ('Sampled answers', 'votes', 'Majority vote')}


def vote_response(lang, ctx, win, lose):
    a, unit, head = VOTE.get(lang, VOTE['en'])
    nw = R.choice([3, 4, 5, 6])
    nl = R.randint(1, nw - 1)
    rows = [(show(win, 'plain_any', lang), nw), (show(lose, 'plain_any', lang), nl)]
    R.shuffle(rows)
    tab = '\n'.join('- `%s` — %d %s' % (v, n, unit) for v, n in rows)
    x = show(win, 'boxed', lang) or show(win, 'bold', lang)
    return ('\n'.join(ctx['work'][:3]) + '\n\n**%s:**\n%s\n\n**%s:** %s' % (a, tab, head, x))


def truncated_response(lang, ctx):
    P = L[lang]
    tr = musing(lang, 1) + ctx['work'] + musing(lang, 1)
    body = '\n'.join(tr)
    cut = body + '\n' + P['truncmark'] + ' '
    seg = ctx['segs'][-1] if ctx['segs'] else 'x'
    sub = 'cut_mid_reasoning'
    if R.random() < 0.4:
        cut = body + '\n' + fsent(lang, '@@').split('@@')[0].rstrip('$ ')
        sub = 'cut_at_answer_cue'
    else:
        cut += '$' + seg[:max(3, len(seg) // 2)]
    return R.choice(['<think>\n' + cut, cut]), sub


# ----------------------------------------------------------------------------------------------
# Putnam: hand-written answer forms (true, false), computed from the stored answer sentence
# ----------------------------------------------------------------------------------------------
PUTNAM = {
    1: (['n(n+1)2^{n-2}', '2^{n-2}(n^2+n)', '\\frac{n(n+1)2^{n}}{4}'], ['n(n+1)2^{n-1}', 'n2^{n-1}', 'n^2 2^{n-2}']),
    3: (['a = 2', '2'], ['a = 1', 'a = -2', 'a = 4']),
    8: (['\\frac{\\pi}{15}', '12^\\circ', '\\angle CAB = \\pi/15'], ['\\frac{\\pi}{12}', '15^\\circ', '\\frac{2\\pi}{15}']),
    9: (['2^{n-1}', '\\frac{2^n}{2}'], ['2^n', '2^{n-2}', 'n!']),
    10: (['\\frac{1}{2}', '0.5'], ['1', '\\frac{1}{4}', '\\frac{\\pi}{4}']),
    12: (['5', 'a = 5'], ['4', '6', '3']),
    13: (['8'], ['6', '16', '4']),
    14: (['8'], ['4', '6', '7']),
    17: (['p^2+p', 'p(p+1)'], ['p^2-p', 'p^2+p+1', 'p^2']),
    28: (['3'], ['2', '4']),
    30: (['11'], ['10', '12']),
    33: (['25'], ['24', '26', '5']),
    39: (['7', 'a = 7'], ['5', '6', '8']),
    40: (['\\frac{1}{k!}', '(k!)^{-1}'], ['\\frac{1}{(k+1)!}', 'k!', '\\frac{1}{k}']),
    46: (['n!'], ['(n+1)!', 'n^n', '(n-1)!']),
    47: (['-\\frac{7}{8}', '-0.875', 'k = -7/8'], ['\\frac{7}{8}', '-\\frac{8}{7}', '-\\frac{5}{8}']),
    50: (['\\frac{x}{1-x}', '\\frac{-x}{x-1}'], ['\\frac{1}{1-x}', '\\frac{x}{1+x}', '\\frac{x^2}{1-x}']),
    52: (['\\frac{2}{3}', '2/3'], ['\\frac{3}{2}', '\\frac{1}{3}', '\\frac{1}{2}']),
    55: (['\\frac{7}{4}', '1.75', '1\\frac{3}{4}'], ['\\frac{4}{7}', '\\frac{5}{4}', '\\frac{7}{2}']),
    56: (['4x^4-4x^2+1', '(2x^2-1)^2'], ['4x^4+4x^2+1', '(2x^2+1)^2', '4x^4-4x^2-1']),
    64: (['\\frac{\\pi}{4}', '\\pi/4'], ['\\frac{\\pi}{2}', '\\frac{\\pi}{8}', '\\frac{\\sqrt2\\pi}{4}']),
    65: (['\\frac{1}{e}', 'e^{-1}', 'u = 1/e'], ['e', '\\frac{1}{2}', '1 - \\frac{1}{e}']),
    69: (['\\frac{1}{8}', '0.125'], ['\\frac{1}{4}', '\\frac{1}{16}', '\\frac{1}{10}']),
    72: (['-1'], ['1', '-\\frac{1}{2}', '0']),
    73: (['12-8\\sqrt{2}', '4(3-2\\sqrt{2})', '4(\\sqrt{2}-1)^2'], ['12+8\\sqrt{2}', '12-6\\sqrt{2}', '8-4\\sqrt{2}']),
    80: (['\\frac{4}{3}(\\sqrt{2}-1)', '\\frac{4\\sqrt{2}-4}{3}'], ['\\frac{4}{3}(\\sqrt{2}+1)', '\\frac{3}{4}(\\sqrt{2}-1)', '\\frac{2}{3}(\\sqrt{2}-1)']),
    82: (['2301'], ['2300', '2302', '2310']),
    84: (['\\frac{2}{9}', '2/9'], ['\\frac{9}{2}', '\\frac{1}{9}', '\\frac{2}{3}']),
    87: (['2'], ['1', '3', '\\frac{3}{2}']),
    92: (['8'], ['9', '2\\sqrt{2}', '4']),
    101: (['101^{99}'], ['100^{99}', '101^{100}', '99^{101}']),
    103: (['18'], ['2', '16', '20']),
    104: (['3'], ['2', '4']),
    108: (['\\frac{2}{5}', '0.4', 'h = 2/5'], ['\\frac{5}{2}', '\\frac{3}{5}', '\\frac{1}{2}']),
    110: (['0'], ['1', '-1']),
    112: (['1984'], ['1987', '1985', '1983']),
    116: (['1'], ['0', '2']),
    118: (['6'], ['4', '8', '12']),
    124: (['\\frac{1+\\sqrt{3}}{2}', '\\frac{\\sqrt{3}+1}{2}', '(1+\\sqrt3)/2'], ['\\frac{1+\\sqrt{5}}{2}', '1+\\sqrt{3}', '\\frac{\\sqrt{3}-1}{2}']),
    128: (['\\frac{4\\sqrt{2}-5}{3}', '(4\\sqrt2-5)/3'], ['\\frac{4\\sqrt{2}-3}{5}', '\\frac{5-4\\sqrt{2}}{3}', '\\frac{4\\sqrt{3}-5}{3}']),
    143: (['\\frac{1}{3}', '1/3'], ['\\frac{1}{2}', '\\frac{1}{6}', '\\frac{2}{3}']),
    147: (['1992'], ['1991', '1993', '996']),
    150: (['2n-3'], ['2n-2', '2n+3', 'n-1']),
    151: (['4+\\pi', '\\pi+4'], ['4+2\\pi', '2+\\pi', '4\\pi']),
    152: (['3984'], ['3983', '1992', '3985']),
    154: (['\\frac{4}{9}', 'c = 4/9'], ['\\frac{9}{4}', '\\frac{2}{3}', '\\frac{4}{27}']),
    155: (['3987', 'n = 3987'], ['3986', '1987', '3988']),
    159: (['(-\\infty, 1)', 'k < 1', '\\{k \\in \\mathbb{R} : k < 1\\}'], ['(-\\infty, 1]', '(1, \\infty)', 'k \\le 1']),
    42: (['(3,2,2,3)\\text{ and }(2,3,3,2)', '(p,r,q,s)\\in\\{(3,2,2,3),(2,3,3,2)\\}'],
         ['(3,2,2,3)', '(2,3,3,2)', '(3,2,2,3),\\ (2,3,3,2),\\ (2,2,3,1)']),
    98: (['m = 3, 4, 7, 8', '\\{3,4,7,8\\}'], ['\\{3,4,7\\}', '\\{3,4,7,8,11\\}', '\\{4,8\\}']),
    137: (['f(x) = \\pm\\sqrt{1990}\\,e^{x}'], ['f(x)=\\sqrt{1990}\\,e^{x}', 'f(x) = \\pm 1990 e^{x}', 'f(x)=\\pm\\sqrt{1990}\\,e^{-x}']),
    117: (['\\lim x_n = -1,\\ \\lim y_n = 0'], ['\\lim x_n = 0,\\ \\lim y_n = -1', '\\lim x_n = 1,\\ \\lim y_n = 0']),
    23: (['a = 11,\\ b = 8', '(a,b) = (11,8)'], ['a = 8,\\ b = 11', 'a = 12,\\ b = 7', '(a,b)=(11,7)']),
    156: (['\\frac{5-\\pi}{4}', 'r = \\frac54,\\ s = -\\frac14'], ['\\frac{5+\\pi}{4}', 'r = \\frac54,\\ s = \\frac14', '\\frac{4-\\pi}{4}']),
    44: (['a = 4,\\ b = 1', '\\ln 4 - 1'], ['a = 2,\\ b = 1', '\\ln 2 - 1', 'a = 4,\\ b = 2']),
    133: (['YES'], ['NO']), 135: (['NO'], ['YES']), 140: (['NO'], ['YES']),
    70: (['DNE'], ['0', '1', '2']),
}


# wrong Putnam answers that are a strict part of the right one: never "rejected" as a candidate in a true case
PARTIAL = {'(3,2,2,3)', '(2,3,3,2)', '\\{3,4,7\\}', '\\{4,8\\}', 'f(x)=\\sqrt{1990}\\,e^{x}'}


def putnam_forms(idx, lang):
    t, f = PUTNAM[idx]

    def conv(s):
        if s == 'YES':
            return (None, L[lang]['yes'])
        if s == 'NO':
            return (None, L[lang]['no'])
        if s == 'DNE':
            return (None, L[lang]['dne'])
        return (s, None)
    T = [conv(s) for s in t]
    W = [conv(s) for s in f]
    # integer golds get the language forms too
    if len(t) == 1 and re.fullmatch(r'-?\d+', t[0]):
        T = int_forms(int(t[0]), lang)
    return T, W


# ----------------------------------------------------------------------------------------------
# main
# ----------------------------------------------------------------------------------------------
def load(rel):
    with open(os.path.join(DATA, rel), encoding='utf-8') as f:
        return [json.loads(l) for l in f]


def main():
    harp = load('harp/harp_default.jsonl')
    mps = load('math_perturb/math_perturb_simple.jsonl')
    mph = load('math_perturb/math_perturb_hard.jsonl')
    put = load('putnam/putnam_with_answers.jsonl')

    items = []  # (bench, rel, line, row, gold, solution)
    # HARP: stratify by answer kind
    byk = collections.defaultdict(list)
    for i, r in enumerate(harp):
        k, _ = classify(r['answer'])
        if len(r['problem']) > 2500:
            continue
        byk[k].append(i)
    want = {'int': 135, 'frac': 35, 'dec': 14, 'sqrt': 16, 'pct': 10, 'deg': 10, 'unit': 10, 'mixed': 8,
            'slash': 2, 'sqrtfrac': 4, 'lin': 4, 'other': 52}
    for k, n in want.items():
        pool = byk.get(k, [])
        for i in R.sample(pool, min(n, len(pool))):
            items.append(('harp', 'harp/harp_default.jsonl', i, harp[i], harp[i]['answer'], harp[i].get('solution_1', '')))
    for name, rows in (('math_perturb_simple.jsonl', mps), ('math_perturb_hard.jsonl', mph)):
        for i in R.sample(range(len(rows)), 50):
            items.append(('math_perturb', 'math_perturb/' + name, i, rows[i], rows[i]['answer'], ''))
    pk = sorted(PUTNAM)
    for i in pk + R.sample(pk, 38):
        items.append(('putnam', 'putnam/putnam_with_answers.jsonl', i, put[i], put[i]['answer_text'], ''))
    R.shuffle(items)

    cases = []
    for bench, rel, line, row, gold, sol in items:
        lang = pick_lang()
        if bench == 'putnam':
            T, W = putnam_forms(line, lang)
            kind = 'putnam'
        else:
            b = build(gold, lang, bench)
            if b is None:
                continue
            T, W, kind = b
            if kind == 'int' and sol:
                n0 = int(clean(gold))
                inter = []
                for sg in math_segments(sol):
                    for mm in re.finditer(r'(?<![\d.^_{])\d{1,6}(?![\d.])', sg):
                        v = int(mm.group())
                        if v != n0 and v not in inter and v > 1:
                            inter.append(v)
                if inter:
                    iv = R.choice(inter[-4:])
                    W = int_forms(iv, lang)[:2] * 3 + W
        if not T or not W:
            continue
        q = row['problem']
        k = R.choice([1, 2, 3, 3, 4, 5, 6, 8])
        segs = math_segments(sol) + math_segments(q)
        ctx = {'work': working(lang, sol, q, k), 'segs': segs}
        if R.random() < 0.18:  # long reasoning traces
            ctx['work'] = (musing(lang, 1) + [L[lang]['restate'] + q.strip()] + working(lang, sol, q, 40) + musing(lang, 2) +
                          working(lang, sol, q, 40) + [L[lang]['check']])
            for _ in range(R.choice([0, 1, 2, 3, 5])):
                ctx['work'] = ctx['work'] + [R.choice([L[lang]['wait'], L[lang]['check']])] + musing(lang, 2) + working(lang, sol, q, 40)
        label = R.random() < 0.5
        fmt = R.choice(FMT_NAMES)
        if label:
            A, trick = make_true(lang, T, W, ctx)
        else:
            A, trick = make_false(lang, T, W, ctx)
        while fmt == 'answer_first/explain_after' and trick in ('fix_to_gold', 'retract_gold'):
            fmt = R.choice(FMT_NAMES)
        if R.random() < 0.04 and lang in VOTE:
            g, w = R.choice(T), R.choice(W)
            resp = vote_response(lang, ctx, g, w) if label else vote_response(lang, ctx, w, g)
            fmt, trick = 'agent/self_consistency_vote', 'vote'
        elif trick == 'truncated':
            resp, sub = truncated_response(lang, ctx)
            fmt = 'truncated/' + sub
        elif trick == 'restate_question':
            A = {'final': R.choice(W)}
            resp = L[lang]['restate'] + q.strip() + '\n\n' + FORMATS[fmt](lang, ctx, A)
        else:
            if fmt in ('code/python_output_then_prose', 'chatml/tool_roundtrip') and not label and trick == 'plain_wrong' and R.random() < 0.5:
                # code printed the right value, prose transcribes a wrong one
                g = R.choice(T)
                A['code_print'] = ascii_pref(g)
                trick = 'code_right_prose_wrong'
            if fmt == 'tool_call/submit_answer' and not label and trick == 'plain_wrong' and R.random() < 0.5:
                g = R.choice(T)
                A['tool_prose'] = fsent(lang, disp(g, lang)) + '\n'
                trick = 'prose_right_submit_wrong'
            resp = FORMATS[fmt](lang, ctx, A)
        cases.append(dict(benchmark=bench, source_row='%s:%d' % (rel, line), question=row['problem'], gold=gold,
                          response=resp, label=label, style=fmt, language=lang, _trick=trick, _kind=kind))

    for n, c in enumerate(cases):
        c['id'] = 'zh-%04d' % (n + 1)
    keys = ['id', 'benchmark', 'source_row', 'question', 'gold', 'response', 'label', 'style', 'language']
    with open(os.path.join(HERE, 'cases.jsonl'), 'w', encoding='utf-8') as f:
        for c in cases:
            f.write(json.dumps({k: c[k] for k in keys}, ensure_ascii=False) + '\n')

    def tab(title, cnt):
        s = '\n### %s\n\n| value | cases |\n|---|---|\n' % title
        for k, v in sorted(cnt.items(), key=lambda kv: (-kv[1], str(kv[0]))):
            s += '| %s | %d |\n' % (k, v)
        return s
    rd = ('# Set ZH: blind labelled grader cases\n\nRegenerate with `python3 make_cases.py` (Python 3, standard library only, '
          'seed %d; reads `/work/shared/data`, writes `cases.jsonl` and this README).\n\nTotal cases: %d\n\n'
          'Each case: id, benchmark, source_row (file relative to /work/shared/data and 0-based line), question and gold '
          '(stored fields, unchanged), response (written by this script), label (true iff the answer the response finally '
          'commits to equals the gold; set by construction), style (<format>/<subtype>), language (ISO 639-1 of the prose).\n' % (SEED, len(cases)))
    rd += tab('Label', collections.Counter(str(c['label']).lower() for c in cases))
    rd += tab('Benchmark', collections.Counter(c['benchmark'] for c in cases))
    rd += tab('Benchmark x label', collections.Counter('%s / %s' % (c['benchmark'], str(c['label']).lower()) for c in cases))
    rd += tab('Language', collections.Counter(c['language'] for c in cases))
    rd += tab('Format (style)', collections.Counter(c['style'] for c in cases))
    with open(os.path.join(HERE, 'README.md'), 'w', encoding='utf-8') as f:
        f.write(rd)
    return cases


if __name__ == '__main__':
    cs = main()
    print(len(cs))
