<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr">
<context>
    <name>About</name>
    <message>
        <source>About Draw</source>
        <translation>Draw Hakkında</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draw %1&lt;/h3&gt;&lt;p&gt;Draw dominoes against the computer.&lt;/p&gt;&lt;p&gt;Place, draw or pass; score your opponents&apos; pips.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Draw %1&lt;/h3&gt;&lt;p&gt;Bilgisayara karşı Draw dominosu.&lt;/p&gt;&lt;p&gt;Yerleştirin, çekin veya pas geçin; rakiplerinizin noktalarını toplayın.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>high end</source>
        <translation>büyük uç</translation>
    </message>
    <message>
        <source>low end</source>
        <translation>küçük uç</translation>
    </message>
    <message>
        <source>side A</source>
        <translation>A doğrusu</translation>
    </message>
    <message>
        <source>side B</source>
        <translation>B doğrusu</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>Tiles: %1. Connections: %2. Legal continuation points: %3.</source>
        <translation>Taşlar: %1. Bağlantılar: %2. Kurallara uygun devam noktaları: %3.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Eliniz: %1.</translation>
    </message>
    <message>
        <source>Stock: %1 tiles, of which the last two are never drawn.</source>
        <translation>Çekme yığını: %1 taş; son ikisi asla çekilmez.</translation>
    </message>
    <message>
        <source>Last played: %1, by you.</source>
        <translation>Son taşı siz oynadınız: %1.</translation>
    </message>
    <message>
        <source>Last played: %1 by %2.</source>
        <translation>Son oynanan: %1 (%2).</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <source>Move</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Değer</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>Every legal move, the best found first; the move played ringed in gold</source>
        <translation>Kurallara uygun her hamle, bulunan en iyisi başta; oynanan hamle altın halkayla çevrili</translation>
    </message>
    <message>
        <source>Expected net points in the hand, ± the margin (about 95% sure)</source>
        <translation>Oyun elinde beklenen net puan, ± hata payı (yaklaşık yüzde 95 güvenle)</translation>
    </message>
    <message>
        <source>Points lost against the best move, measured on the same deals: the best&apos;s value minus this one&apos;s, ± the margin</source>
        <translation>En iyi hamleye göre kaybedilen puan, aynı dağıtımlarda ölçülür: en iyinin değeri eksi bu hamleninki, ± hata payı</translation>
    </message>
    <message>
        <source>Drawing measured %1 points better than the best placement: not enough to advise a draw (it must gain more than its margin and %2 points)</source>
        <translation>Taş çekmek, en iyi yerleştirmeden %1 puan daha iyi ölçüldü: çekmeyi önermek için yetmez (hata payından ve %2 puandan fazla kazandırmalı)</translation>
    </message>
    <message>
        <source>%1: the move played</source>
        <translation>%1: oynanan hamle</translation>
    </message>
</context>
<context>
    <name>CommitmentCopy</name>
    <message>
        <source>Hand %1&apos;s commitment copied: %2</source>
        <translation>%1. oyun elinin taahhüdü kopyalandı: %2</translation>
    </message>
</context>
<context>
    <name>DealCheckLabel</name>
    <message>
        <source>This hand&apos;s secret was not revealed</source>
        <translation>Bu oyun elinin gizli anahtarı açıklanmadı</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Taahhüt: %1</translation>
    </message>
    <message>
        <source>This hand has an old seal, which cannot prove its deal</source>
        <translation>Bu oyun elinin mührü eski; dağıtımını kanıtlayamaz</translation>
    </message>
    <message>
        <source>Deal matches its commitment, which this game never showed</source>
        <translation>Dağıtım taahhüdüyle uyuşuyor, ama bu oyun o taahhüdü hiç göstermedi</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>Dağıtım doğrulandı</translation>
    </message>
    <message>
        <source>Shown at the deal on %1</source>
        <translation>Dağıtımda gösterildiği zaman: %1</translation>
    </message>
    <message>
        <source>Deal does not match its commitment</source>
        <translation>Dağıtım taahhüdüyle uyuşmuyor</translation>
    </message>
    <message>
        <source>This hand&apos;s deal was not committed to in advance</source>
        <translation>Bu oyun elinin dağıtımı için önceden taahhüt verilmedi</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Gizli anahtar: %1</translation>
    </message>
</context>
<context>
    <name>DecisionModel</name>
    <message>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etiket</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kayıp</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a turn&apos;s number and its move</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>DecisionPanel</name>
    <message>
        <source>Played:</source>
        <translation>Oynanan:</translation>
    </message>
    <message>
        <source>Best found:</source>
        <translation>Bulunan en iyi:</translation>
    </message>
    <message>
        <source>Points lost:</source>
        <translation>Kaybedilen puan:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Değerlendirme:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Neden:</translation>
    </message>
    <message>
        <source>What the best move does here:</source>
        <translation>En iyi hamlenin buradaki faydası:</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Kendiniz deneyin</translation>
    </message>
    <message>
        <source>Play this position again as the player saw it, and see what your move costs (T)</source>
        <translation>Bu durumu oyuncunun gördüğü gibi yeniden oynamanızı ve hamlenizin kaç puana mal olduğunu görmenizi sağlar (T)</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>oynanan hamle</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>points lost and their margin</comment>
        <translation>%1 puan</translation>
    </message>
</context>
<context>
    <name>FirstTipPanel</name>
    <message>
        <source>Welcome to Draw</source>
        <translation>Draw’a hoş geldiniz</translation>
    </message>
    <message>
        <source>Click a lit tile to play it, click the stock (or press D) to draw, and press H for a hint. Help → Controls lists every key; F1 shows the rules.</source>
        <translation>Oynamak için parlayan bir taşa tıklayın, taş çekmek için çekme yığınına tıklayın (veya D’ye basın), ipucu için H’ye basın. Yardım → Fare ve tuşlar tüm tuşları listeler; F1 kuralları gösterir.</translation>
    </message>
    <message>
        <source>Click a lit tile to play · D: draw · H: hint</source>
        <translation>Parlayan taşa tıklayıp oynayın · D: çek · H: ipucu</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Fare ve tuşlar</translation>
    </message>
    <message>
        <source>Show the &amp;controls</source>
        <translation>&amp;Tuşları göster</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Anladım</translation>
    </message>
    <message>
        <source>Put the tip away and play</source>
        <translation>Notu kapatıp oyuna dönmenizi sağlar</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Yeni karşılaşma…</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Yeni bir karşılaşma başlatır</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Sonraki oyun eli</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Sonraki oyun elini dağıtır</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Karşılaşma kaydını &amp;aç…</translation>
    </message>
    <message>
        <source>Open a match record and review it</source>
        <translation>Bir karşılaşma kaydını açıp inceler</translation>
    </message>
    <message>
        <source>Sa&amp;ve record as…</source>
        <translation>Karşılaşmayı &amp;farklı kaydet…</translation>
    </message>
    <message>
        <source>Save the finished hands of this match, or the last match, to share them</source>
        <translation>Bu karşılaşmanın biten oyun ellerini veya son karşılaşmayı paylaşmak için kaydeder</translation>
    </message>
    <message>
        <source>&amp;Review finished hands…</source>
        <translation>Biten oyun ellerini &amp;incele…</translation>
    </message>
    <message>
        <source>Review the hands of this match that are over, move by move</source>
        <translation>Bu karşılaşmanın biten oyun ellerini hamle hamle incelemenizi sağlar</translation>
    </message>
    <message>
        <source>&amp;Copy this hand&apos;s commitment</source>
        <translation>&amp;Bu oyun elinin taahhüdünü kopyala</translation>
    </message>
    <message>
        <source>Copy the commitment shown when this hand was dealt, to check its record</source>
        <translation>Bu oyun eli dağıtılırken gösterilen taahhüdü, kaydını doğrulamak için kopyala</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>İs&amp;tatistikler…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>İstatistiklerinizi gösterir</translation>
    </message>
    <message>
        <source>Practice &amp;mistakes…</source>
        <translation>&amp;Hata alıştırması…</translation>
    </message>
    <message>
        <source>Play again the positions of your own matches where a move lost points</source>
        <translation>Kendi karşılaşmalarınızda bir hamlenin puan kaybettirdiği durumları yeniden oynamanızı sağlar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>Quit Draw</source>
        <translation>Draw oyununu kapatır</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>Ç&amp;ek</translation>
    </message>
    <message>
        <source>Draw a tile from the stock</source>
        <translation>Çekme yığınından bir taş çeker</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pas geç</translation>
    </message>
    <message>
        <source>Pass: nothing fits and nothing may be drawn</source>
        <translation>Pas geçer: hiçbir taş uymuyor ve çekilemiyor</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>İp&amp;ucu</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Bir hamle önerir</translation>
    </message>
    <message>
        <source>Ta&amp;ke back</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>Undo your last decision and the moves made since</source>
        <translation>Son kararınızı ve ondan sonraki hamleleri geri alır</translation>
    </message>
    <message>
        <source>Describe the &amp;table</source>
        <translation>&amp;Masayı anlat</translation>
    </message>
    <message>
        <source>Describe the line in words</source>
        <translation>Diziyi sözcüklerle anlatır</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tam ekran</translation>
    </message>
    <message>
        <source>Fill the screen</source>
        <translation>Tüm ekranı kaplar</translation>
    </message>
    <message>
        <source>Pass for me when &amp;nothing else is possible</source>
        <translation>Başka hamle &amp;yoksa benim yerime pas geç</translation>
    </message>
    <message>
        <source>When no tile fits and nothing may be drawn, pass after a short pause</source>
        <translation>Hiçbir taş uymadığında ve çekilemediğinde kısa bir beklemeden sonra pas geçer</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>The rules of Draw</source>
        <translation>Draw kuralları</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Fare ve tuşlar</translation>
    </message>
    <message>
        <source>How to play with mouse and keys</source>
        <translation>Fare ve tuşlarla nasıl oynanır</translation>
    </message>
    <message>
        <source>&amp;Tile counter</source>
        <translation>Taş &amp;sayacı</translation>
    </message>
    <message>
        <source>For each number, the tiles carrying it that you have not seen</source>
        <translation>Her sayı için, o sayıyı içeren ve henüz görmediğiniz taşlar</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>&amp;Sesleri çal</translation>
    </message>
    <message>
        <source>A tile laid, drawn or passed, your turn, a hand&apos;s and the match&apos;s end</source>
        <translation>Konan veya çekilen taş, pas, sıranızın gelmesi, oyun elinin ve karşılaşmanın sonu</translation>
    </message>
    <message>
        <source>&amp;About Draw</source>
        <translation>&amp;Draw Hakkında</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>Bu oyun hakkında</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>&amp;Qt Hakkında</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>Qt araç takımı hakkında</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Hızlı</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Yavaş</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Kısık</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Yüksek</translation>
    </message>
    <message numerus="yes">
        <source>Warn me before a move that loses %n point(s) or more</source>
        <translation>
            <numerusform>%n veya daha fazla puan kaybettiren bir hamleden önce beni uyar</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your move is played, the tutor judges it and asks first if it loses that many points</source>
        <translation>Hamleniz oynanmadan önce eğitmen onu değerlendirir ve o kadar puan kaybettiriyorsa önce size sorar</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>the tutor</comment>
        <translation>Kapalı</translation>
    </message>
    <message>
        <source>Your moves are played without a check</source>
        <translation>Hamleleriniz denetlenmeden oynanır</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>K&amp;lasik</translation>
    </message>
    <message>
        <source>Ivory tiles on green felt</source>
        <translation>Yeşil çuha üzerinde fildişi taşlar</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Koyu</translation>
    </message>
    <message>
        <source>Dark tiles with light pips on a dark felt</source>
        <translation>Koyu çuha üzerinde açık noktalı koyu taşlar</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Yüksek karşıtlık</translation>
    </message>
    <message>
        <source>Each number of pips in its own colour and its own shape</source>
        <translation>Her nokta sayısı kendi renginde ve kendi biçiminde</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistem</translation>
    </message>
</context>
<context>
    <name>GestureWords</name>
    <message>
        <source>Drop %1 on a lit end to play it.</source>
        <translation>Oynamak için %1 taşını parlayan bir ucun üzerine bırakın.</translation>
    </message>
    <message>
        <source>%1 fits both ends: choose one.</source>
        <translation>%1 iki uca da uyuyor: birini seçin.</translation>
    </message>
    <message>
        <source>%1: fits the %2 end.</source>
        <translation>%1: %2 uca uyuyor.</translation>
    </message>
    <message>
        <source>%1: fits both ends; Up or Down chooses.</source>
        <translation>%1: iki uca da uyuyor; Yukarı veya Aşağı ile seçin.</translation>
    </message>
    <message>
        <source>%1 opens the line.</source>
        <translation>%1 diziyi açar.</translation>
    </message>
    <message>
        <source>%1 fits both ends.</source>
        <translation>%1 iki uca da uyuyor.</translation>
    </message>
    <message>
        <source>Ringed: you drew it this turn.</source>
        <translation>Çerçeveli: bu sıranızda çektiğiniz taş.</translation>
    </message>
    <message>
        <source>%1 does not fit.</source>
        <translation>%1 uymuyor.</translation>
    </message>
    <message>
        <source>%1 does not fit: both ends show %2.</source>
        <translation>%1 uymuyor: iki uç da %2 gösteriyor.</translation>
    </message>
    <message>
        <source>%1 does not fit: the ends show %2 and %3.</source>
        <translation>%1 uymuyor: uçlar %2 ve %3 gösteriyor.</translation>
    </message>
    <message>
        <source>%1 does not fit the %2 or the %3, and nothing else does: draw.</source>
        <translation>%1 ne %2 ne de %3 ucuna uyuyor, başka uyan taş da yok: çekin.</translation>
    </message>
    <message>
        <source>%1 does not fit the %2 or the %3, and the stock is down to its last two.</source>
        <translation>%1 ne %2 ne de %3 ucuna uyuyor ve çekme yığınında son iki taş kaldı.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sol</translation>
    </message>
    <message>
        <source>right</source>
        <translation>sağ</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Rematch</source>
        <translation>Rövanş</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Aynı rakiplere karşı yeniden oynar</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Yeni karşılaşma…</translation>
    </message>
    <message>
        <source>Choose opponents and start a new match</source>
        <translation>Rakipleri seçip yeni bir karşılaşma başlatır</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>%1. oyun eli bitti</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Kalan taşlar</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Nokta</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Kazanım</translation>
    </message>
    <message>
        <source>Total (to %1)</source>
        <translation>Puan (hedef %1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>yok</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Sonucu göster</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sonraki oyun eli</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Bu oyun elini incele</translation>
    </message>
    <message>
        <source>Step through the hand with every tile face up, and see what each move cost</source>
        <translation>Oyun elini bütün taşlar açıkken hamle hamle izlemenizi ve her hamlenin kaç puana mal olduğunu görmenizi sağlar</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>In short: every player gets seven tiles (six when four play). On your turn, match one half of a tile to one of the line&apos;s two open ends. You may draw from the stock instead, even when a tile fits, but its last two tiles are never drawn; when nothing fits you must draw, and when you may not draw either, you pass. A hand ends when someone plays their last tile or nobody can move. Going out scores the pips left in the other hands; in a blocked hand the lowest total scores the others&apos; pips less its own. The first to reach 100 points (61 with three or four players) wins.</source>
        <translation>Kısaca: her oyuncu yedi taş alır (dört kişi oynarken altı). Sıra sizdeyken bir taşın yarısını dizinin iki açık ucundan birine eşleştirin. Bunun yerine, bir taş uysa bile çekme yığınından taş çekebilirsiniz; ama yığının son iki taşı asla çekilmez. Hiçbir taş uymuyorsa çekmek zorundasınız; çekemiyorsanız da pas geçersiniz. Biri son taşını oynadığında veya kimse hamle yapamadığında oyun eli biter. Elini bitiren, diğer ellerde kalan noktaları alır; tıkanan bir oyun elinde en düşük toplama sahip oyuncu, diğerlerinin noktalarından kendi toplamını çıkararak puan alır. 100 puana (üç veya dört oyuncuyla 61) ilk ulaşan kazanır.</translation>
    </message>
    <message>
        <source>The rules in short</source>
        <translation>Kuralların özeti</translation>
    </message>
    <message>
        <source>Click a lit tile</source>
        <translation>Parlayan bir taşa tıklayın</translation>
    </message>
    <message>
        <source>Play it; if it fits both ends, click the marker where it goes</source>
        <translation>Taşı oynar (iki uca da uyuyorsa, gideceği işarete tıklayın)</translation>
    </message>
    <message>
        <source>Drag a tile</source>
        <translation>Bir taşı sürükleyin</translation>
    </message>
    <message>
        <source>Drop it on a marker to play it</source>
        <translation>Oynamak için bir işaretin üzerine bırakın</translation>
    </message>
    <message>
        <source>Click the stock, or D</source>
        <translation>Çekme yığınına tıklayın veya D</translation>
    </message>
    <message>
        <source>Draw a tile (while more than two are left)</source>
        <translation>Bir taş çeker (ikiden fazla taş kaldığı sürece)</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass (only when nothing fits and nothing may be drawn)</source>
        <translation>Pas geçer (yalnızca hiçbir taş uymadığında ve çekilemediğinde)</translation>
    </message>
    <message>
        <source>Left and Right arrows</source>
        <translation>Sol ve Sağ ok tuşları</translation>
    </message>
    <message>
        <source>Choose a tile in your hand</source>
        <translation>Elinizdeki bir taşı seçer</translation>
    </message>
    <message>
        <source>Up and Down arrows</source>
        <translation>Yukarı ve Aşağı ok tuşları</translation>
    </message>
    <message>
        <source>Choose the end to play it on</source>
        <translation>Taşın oynanacağı ucu seçer</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen tile, or carry out the hint</source>
        <translation>Seçili taşı oynar veya ipucunu uygular</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Ask for a hint, with the reason for it and the points it is expected to bring in this hand</source>
        <translation>Gerekçesiyle ve bu oyun elinde getirmesi beklenen puanlarla birlikte bir ipucu ister</translation>
    </message>
    <message>
        <source>Settings → Tutor</source>
        <translation>Ayarlar → Eğitmen</translation>
    </message>
    <message>
        <source>Be warned before a move that loses 2, 5 or 10 points or more: the tutor names the better move, and you choose again or play yours anyway. Matches played with the tutor are counted apart in the statistics</source>
        <translation>En az 2, 5 veya 10 puan kaybettiren bir hamleden önce uyarır: eğitmen daha iyi hamleyi söyler; siz yeniden seçersiniz veya kendi hamlenizi yine de oynarsınız. Eğitmenle oynanan karşılaşmalar istatistiklerde ayrı sayılır</translation>
    </message>
    <message>
        <source>Open a match record and review it</source>
        <translation>Bir karşılaşma kaydını açıp inceler</translation>
    </message>
    <message>
        <source>Save the finished hands of this match, or the last match, to share them</source>
        <translation>Bu karşılaşmanın biten oyun ellerini veya son karşılaşmayı paylaşmak için kaydeder</translation>
    </message>
    <message>
        <source>Lit and dimmed tiles</source>
        <translation>Parlayan ve soluk taşlar</translation>
    </message>
    <message>
        <source>A lit tile in your hand fits an open end; a dimmed one fits none</source>
        <translation>Elinizdeki parlayan taş açık bir uca uyar; soluk olan hiçbir uca uymaz</translation>
    </message>
    <message>
        <source>A glowing ring</source>
        <translation>Parlak bir halka</translation>
    </message>
    <message>
        <source>Round a tile in your hand: you drew it this turn</source>
        <translation>Elinizdeki bir taşın çevresinde: o taşı bu sırada çektiniz</translation>
    </message>
    <message>
        <source>A dashed frame</source>
        <translation>Kesik çizgili bir çerçeve</translation>
    </message>
    <message>
        <source>The hint&apos;s move: on a tile, or on the stock for a draw</source>
        <translation>İpucunun hamlesi: bir taşın üzerinde, taş çekmek içinse çekme yığınının üzerinde</translation>
    </message>
    <message>
        <source>Markers at the ends</source>
        <translation>Uçlardaki işaretler</translation>
    </message>
    <message>
        <source>Where the chosen tile can go: click one, or drop the tile on it</source>
        <translation>Seçilen taşın gidebileceği yerler: birine tıklayın veya taşı üzerine bırakın</translation>
    </message>
    <message>
        <source>A name tag on the line</source>
        <translation>Dizideki isim etiketi</translation>
    </message>
    <message>
        <source>Who laid that tile: each player&apos;s last tile is tagged</source>
        <translation>O taşı kimin koyduğu: her oyuncunun son taşı etiketlidir</translation>
    </message>
    <message>
        <source>Never drawn</source>
        <translation>Asla çekilmez</translation>
    </message>
    <message>
        <source>The stock&apos;s last two tiles, framed apart: nobody may draw them</source>
        <translation>Çekme yığınının ayrı çerçevelenmiş son iki taşı: kimse onları çekemez</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Masada gördükleriniz</translation>
    </message>
    <message>
        <source>Reviewing a hand</source>
        <translation>Bir oyun elini incelerken</translation>
    </message>
    <message>
        <source>Take back your last decision and the moves made since, back to the start of the hand (if the match allows take-backs). The stock keeps its order: a draw made again brings the same tile</source>
        <translation>Son kararınızı ve ondan sonraki hamleleri oyun elinin başına kadar geri alır (karşılaşma geri almaya izin veriyorsa). Çekme yığınının sırası değişmez: yeniden çektiğinizde aynı taş gelir</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Deal the next hand once a hand is over</source>
        <translation>Oyun eli bitince sonraki oyun elini dağıtır</translation>
    </message>
    <message>
        <source>Describe the table in words</source>
        <translation>Masayı sözcüklerle anlatır</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Yeni bir karşılaşma başlatır</translation>
    </message>
    <message>
        <source>These rules and controls</source>
        <translation>Bu kurallar ile fare ve tuş kullanımı</translation>
    </message>
    <message>
        <source>Fill the screen</source>
        <translation>Tüm ekranı kaplar</translation>
    </message>
    <message>
        <source>Quit Draw</source>
        <translation>Draw oyununu kapatır</translation>
    </message>
    <message>
        <source>Left/Right, Home, End</source>
        <translation>Sol/Sağ, Home, End</translation>
    </message>
    <message>
        <source>Step through the hand a turn at a time, or go to its start or end</source>
        <translation>Oyun elinde hamle hamle ilerler, elin başına veya sonuna gider</translation>
    </message>
    <message>
        <source>N, Shift+N</source>
        <translation>N, Shift+N</translation>
    </message>
    <message>
        <source>Go to your next or previous mistake (an inaccuracy or worse)</source>
        <translation>Sonraki veya önceki hatanıza gider (küçük hata veya daha kötüsü)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Try it yourself: play the decision shown again, judged by the same analysis</source>
        <translation>Kendiniz deneyin: gösterilen kararı yeniden oynatır; aynı çözümlemeyle değerlendirilir</translation>
    </message>
    <message>
        <source>Arrows and Enter</source>
        <translation>Ok tuşları ve Enter</translation>
    </message>
    <message>
        <source>In Try it yourself: choose a tile and its end and play it, as at the table</source>
        <translation>Kendiniz deneyin içinde: masadaki gibi bir taşı ve ucunu seçip oynar</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Nasıl oynanır</translation>
    </message>
</context>
<context>
    <name>HelpCommands</name>
    <message>
        <source>The table</source>
        <translation>Masa</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>keeps the %1s open</source>
        <comment>one number: &apos;the 5s&apos;</comment>
        <translation>%1 sayısını açık tutar</translation>
    </message>
    <message>
        <source>keeps the %1s and %2s open</source>
        <comment>two numbers: &apos;the 3s and 5s&apos;</comment>
        <translation>%1 ile %2 sayılarını açık tutar</translation>
    </message>
    <message>
        <source>leaves an end showing %1, which %2 cannot match</source>
        <translation>bir uçta %1 bırakır (%2 bu sayıyı oynayamıyor)</translation>
    </message>
    <message>
        <source>leaves the ends showing %1 and %2, which %3 cannot match</source>
        <translation>uçlarda %1 ve %2 bırakır (%3 bu sayıları oynayamıyor)</translation>
    </message>
    <message>
        <source>none of your tiles shows a %1, so you must draw until one does</source>
        <translation>taşlarınızın hiçbirinde %1 yok, bu yüzden uyan bir taş gelene kadar çekmelisiniz</translation>
    </message>
    <message>
        <source>none of your tiles shows a %1 or a %2, so you must draw until one does</source>
        <translation>taşlarınızın hiçbirinde %1 veya %2 yok, bu yüzden uyan bir taş gelene kadar çekmelisiniz</translation>
    </message>
    <message>
        <source>a tile fits, but placing it now would leave you weaker: a drawn tile gives you more to choose from</source>
        <translation>bir taş uyuyor, ama onu şimdi oynamak sizi zayıflatır: çekilen bir taş size daha çok seçenek verir</translation>
    </message>
    <message>
        <source>it is the only legal move</source>
        <translation>kurallara uygun tek hamle bu</translation>
    </message>
    <message>
        <source>it places your last tile: domino</source>
        <translation>son taşınızı yerleştirir: domino</translation>
    </message>
    <message>
        <source>Expected: %1 ± %2 points this hand</source>
        <comment>the suggested move&apos;s expected points: what you gain in this hand minus what your opponents gain on average</comment>
        <translation>Beklenen: bu oyun elinde %1 ± %2 puan</translation>
    </message>
    <message>
        <source>no tile fits, so you must draw</source>
        <translation>hiçbir taş uymuyor, bu yüzden çekmelisiniz</translation>
    </message>
    <message>
        <source>no tile fits and the stock is down to two, so you must pass</source>
        <translation>hiçbir taş uymuyor ve çekme yığınında iki taş kaldı, bu yüzden pas geçmelisiniz</translation>
    </message>
    <message>
        <source>sheds %1 pips</source>
        <translation>elinizi %1 nokta hafifletir</translation>
    </message>
    <message>
        <source>gets the double %1 out while it still fits</source>
        <translation>%1 çift taşını hâlâ uyarken elden çıkarır</translation>
    </message>
    <message>
        <source>it is the strongest move found</source>
        <translation>bulunan en güçlü hamle bu</translation>
    </message>
</context>
<context>
    <name>KeysHint</name>
    <message>
        <source>Keys: Left/Right choose a tile, Up/Down choose the end, Enter plays it, Escape goes back.</source>
        <translation>Tuşlar: Sol/Sağ taş seçer, Yukarı/Aşağı ucu seçer, Enter oynar, Escape geri alır.</translation>
    </message>
</context>
<context>
    <name>List</name>
    <message>
        <source>%1 and %2</source>
        <comment>a list of two</comment>
        <translation>%1 ve %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <comment>a list of three</comment>
        <translation>%1, %2 ve %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the start of a list of five or more</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4</source>
        <comment>a list of four</comment>
        <translation>%1, %2, %3 ve %4</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Score sheet</source>
        <translation>Puan tablosu</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Hamle kaydı</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Oyun elleri</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Masa</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>İpucu: %1 — %2</translation>
    </message>
    <message>
        <source>open with %1</source>
        <translation>%1 ile açın</translation>
    </message>
    <message>
        <source>play %1 on the %2</source>
        <translation>%1 taşını %2 ucuna oynayın</translation>
    </message>
    <message>
        <source>draw a tile</source>
        <translation>bir taş çekin</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas geçin</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>the hint, then its expected points</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Tiles not seen yet</source>
        <translation>Henüz görülmemiş taşlar</translation>
    </message>
</context>
<context>
    <name>MatchDisplay</name>
    <message>
        <source>Match over</source>
        <translation>Karşılaşma bitti</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n taş</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n puan</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Oyun eli bitti</translation>
    </message>
    <message>
        <source>The tutor is looking at your move…</source>
        <translation>Eğitmen hamlenize bakıyor…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Sıra sizde</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Sıra: %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. oyun eli</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Karşılaşma bitti</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Oyuncu</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Toplam puan</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Toplam puanlar</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Yeni karşılaşma</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>İncele</translation>
    </message>
    <message>
        <source>Step through the match&apos;s hands and see what each move cost</source>
        <translation>Karşılaşmanın oyun ellerini hamle hamle izlemenizi ve her hamlenin kaç puana mal olduğunu görmenizi sağlar</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rövanş</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Aynı rakiplere karşı yeniden oynar</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Oyun</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Hamle</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Görünüm</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ayarlar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Dil</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>&amp;Masa</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animasyon hızı</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>Bilgisayarın &amp;hızı</translation>
    </message>
    <message>
        <source>&amp;Tutor</source>
        <translation>&amp;Eğitmen</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>&amp;Ses</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Yardım</translation>
    </message>
</context>
<context>
    <name>MoveLogModel</name>
    <message>
        <source>Hand %1</source>
        <translation>%1. oyun eli</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <source>Copy commitment</source>
        <translation>Taahhüdü kopyala</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Satırı kopyala</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Taahhüt: %1</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Gizli anahtar: %1</translation>
    </message>
    <message>
        <source>Hand %1&apos;s deal revealed: secret %2…, tile order %3</source>
        <translation>%1. oyun elinin dağıtımı açıklandı: gizli anahtar %2…, taş sırası %3</translation>
    </message>
    <message>
        <source>the draw</source>
        <comment>what was taken back</comment>
        <translation>taş çekme</translation>
    </message>
    <message>
        <source>the pass</source>
        <comment>what was taken back</comment>
        <translation>pas geçme</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Hamlenizi geri aldınız: %1.</translation>
    </message>
    <message numerus="yes">
        <source>You took back %1 and %n move(s) after it.</source>
        <translation>
            <numerusform>Hamlenizi (%1) ve ondan sonraki %n hamleyi geri aldınız.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 dealt. Commitment: %2</source>
        <translation>%1. oyun eli dağıtıldı. Taahhüt: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 took back %2 and %n move(s) after it.</source>
        <translation>
            <numerusform>%1, %2 hamlesini ve ondan sonraki %n hamleyi geri aldı.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took back %2.</source>
        <translation>%1, %2 hamlesini geri aldı.</translation>
    </message>
    <message>
        <source>You drew a tile.</source>
        <translation>Bir taş çektiniz.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 bir taş çekti.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: you pass.</source>
        <translation>Hiçbir taş uymuyor ve çekme yığınında son iki taş kaldı: pas geçtiniz.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: %1 passes.</source>
        <translation>Hiçbir taş uymuyor ve çekme yığınında son iki taş kaldı: %1 pas geçti.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: passing for you…</source>
        <translation>Hiçbir taş uymuyor ve çekme yığınında son iki taş kaldı: sizin yerinize pas geçiliyor…</translation>
    </message>
    <message>
        <source>You open: the first hand&apos;s opener is chosen by lot.</source>
        <translation>Siz açıyorsunuz: ilk oyun elinin açılış oyuncusu kurayla seçilir.</translation>
    </message>
    <message>
        <source>%1 opens: the first hand&apos;s opener is chosen by lot.</source>
        <translation>%1 açıyor: ilk oyun elinin açılış oyuncusu kurayla seçilir.</translation>
    </message>
    <message>
        <source>You open: the next seat clockwise after %1, who opened hand %2.</source>
        <translation>Siz açıyorsunuz: %2. oyun elini açan %1 oyuncusundan sonra saat yönündeki sıradasınız.</translation>
    </message>
    <message>
        <source>%1 opens: the next seat clockwise after %2, who opened hand %3.</source>
        <translation>%1 açıyor: %3. oyun elini açan %2 oyuncusundan sonra saat yönündeki sırada.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and opened with %2.</source>
        <translation>
            <numerusform>%1, %n taş çekti ve diziyi %2 ile açtı.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opened with %2.</source>
        <translation>%1 diziyi %2 ile açtı.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and played %2 on the %3.</source>
        <translation>
            <numerusform>%1, %n taş çekti ve %2 taşını %3 ucuna oynadı.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2 on the %3.</source>
        <translation>%1, %2 taşını %3 ucuna oynadı.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and passed: both ends show %2 and nothing fits.</source>
        <translation>
            <numerusform>%1, %n taş çekti ve pas geçti: iki uç da %2, uyan taş yok.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed: both ends show %2 and nothing fits.</source>
        <translation>%1 pas geçti: iki uç da %2, uyan taş yok.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and passed: nothing fits %2 or %3.</source>
        <translation>
            <numerusform>%1, %n taş çekti ve pas geçti: %2 veya %3 ucuna uyan taş yok.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed: nothing fits %2 or %3.</source>
        <translation>%1 pas geçti: %2 veya %3 ucuna uyan taş yok.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and opened with %1.</source>
        <translation>
            <numerusform>%n taş çektiniz ve diziyi %1 ile açtınız.</numerusform>
        </translation>
    </message>
    <message>
        <source>You opened with %1.</source>
        <translation>Diziyi %1 ile açtınız.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and played %1 on the %2.</source>
        <translation>
            <numerusform>%n taş çektiniz ve %1 taşını %2 ucuna oynadınız.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played %1 on the %2.</source>
        <translation>%1 taşını %2 ucuna oynadınız.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and passed: both ends show %1 and nothing fits.</source>
        <translation>
            <numerusform>%n taş çektiniz ve pas geçtiniz: iki uç da %1, uyan taş yok.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed: both ends show %1 and nothing fits.</source>
        <translation>Pas geçtiniz: iki uç da %1, uyan taş yok.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and passed: nothing fits %1 or %2.</source>
        <translation>
            <numerusform>%n taş çektiniz ve pas geçtiniz: %1 veya %2 ucuna uyan taş yok.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed: nothing fits %1 or %2.</source>
        <translation>Pas geçtiniz: %1 veya %2 ucuna uyan taş yok.</translation>
    </message>
    <message>
        <source>Domino! You went out and scored %1.</source>
        <translation>Domino! Elinizi bitirdiniz ve %1 puan aldınız.</translation>
    </message>
    <message>
        <source>The hand is blocked: you have the lowest total and score %1.</source>
        <translation>Oyun eli tıkandı: en düşük toplam sizde, %1 puan aldınız.</translation>
    </message>
    <message>
        <source>Domino! %1 went out and scored %2.</source>
        <translation>Domino! %1 elini bitirdi ve %2 puan aldı.</translation>
    </message>
    <message>
        <source>The hand is blocked and the lowest total is shared: nobody scores.</source>
        <translation>Oyun eli tıkandı ve en düşük eller eşit: kimse puan almıyor.</translation>
    </message>
    <message>
        <source>The hand is blocked: %1 has the lowest total and scores %2.</source>
        <translation>Oyun eli tıkandı: en düşük toplama sahip %1, %2 puan aldı.</translation>
    </message>
    <message>
        <source>The match is drawn between you and %1.</source>
        <translation>Karşılaşma sizinle %1 arasında berabere bitti.</translation>
    </message>
    <message>
        <source>The match is drawn between %1.</source>
        <translation>Karşılaşma %1 arasında berabere bitti.</translation>
    </message>
    <message>
        <source>You win the match by %1 points.</source>
        <translation>Karşılaşmayı %1 puan farkla kazandınız.</translation>
    </message>
    <message>
        <source>%1 wins the match by %2 points.</source>
        <translation>%1 karşılaşmayı %2 puan farkla kazandı.</translation>
    </message>
    <message>
        <source>Blocked: the lowest total is shared, so nobody scores this hand.</source>
        <translation>Tıkandı: en düşük eller eşit, bu oyun elinde kimse puan almıyor.</translation>
    </message>
    <message>
        <source>Blocked: you have the lowest total and score %1 − %2 = %3.</source>
        <translation>Tıkandı: en düşük toplam sizde, %1 − %2 = %3 puan aldınız.</translation>
    </message>
    <message>
        <source>Blocked: %1 has the lowest total and scores %2 − %3 = %4.</source>
        <translation>Tıkandı: en düşük toplama sahip %1, %2 − %3 = %4 puan aldı.</translation>
    </message>
    <message>
        <source>The match is drawn: you share the top score with %1.</source>
        <translation>Karşılaşma berabere: en yüksek puanı %1 ile paylaşıyorsunuz.</translation>
    </message>
    <message>
        <source>The match is drawn: %1 share the top score.</source>
        <translation>Karşılaşma berabere: en yüksek puanı %1 paylaşıyor.</translation>
    </message>
    <message>
        <source>You win the match by %1 points!</source>
        <translation>Karşılaşmayı %1 puan farkla kazandınız!</translation>
    </message>
    <message>
        <source>%1 wins the match by %2 points!</source>
        <translation>%1 karşılaşmayı %2 puan farkla kazandı!</translation>
    </message>
    <message>
        <source>Your turn: open the line with any tile.</source>
        <translation>Sıra sizde: diziyi herhangi bir taşla açın.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to two tiles: you must pass.</source>
        <translation>Hiçbir taş uymuyor ve çekme yığınında iki taş kaldı: pas geçmelisiniz.</translation>
    </message>
    <message>
        <source>Nothing fits: draw from the stock.</source>
        <translation>Hiçbir taş uymuyor: çekme yığınından çekin.</translation>
    </message>
    <message>
        <source>Your turn: place a tile or draw.</source>
        <translation>Sıra sizde: bir taş yerleştirin veya çekin.</translation>
    </message>
    <message>
        <source>Your turn: place a tile (the stock is down to its last two).</source>
        <translation>Sıra sizde: bir taş yerleştirin (çekme yığınında son iki taş kaldı).</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Oyun eli bitti.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Sıranızı bekleyin: şimdi %1 oynuyor.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 düşünüyor…</translation>
    </message>
    <message>
        <source>%1 does not fit the end showing %2.</source>
        <translation>%1 taşı %2 ucuna uymuyor.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>%1 taşı elinizde yok.</translation>
    </message>
    <message>
        <source>The last two tiles of the stock are never drawn.</source>
        <translation>Çekme yığınının son iki taşı asla çekilmez.</translation>
    </message>
    <message>
        <source>You may not pass while you can draw.</source>
        <translation>Çekebildiğiniz sürece pas geçemezsiniz.</translation>
    </message>
    <message>
        <source>You may not pass while a tile fits.</source>
        <translation>Uyan bir taş varken pas geçemezsiniz.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Bu hamleye şu an izin verilmiyor.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Yeni karşılaşma</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Adınız</translation>
    </message>
    <message>
        <source>Number of opponents</source>
        <translation>Rakip sayısı</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Adınız:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Rakip sayısı:</translation>
    </message>
    <message>
        <source>Strength of Bot %1</source>
        <translation>Bot %1 gücü</translation>
    </message>
    <message>
        <source>Bot %1:</source>
        <translation>Bot %1:</translation>
    </message>
    <message>
        <source>Length of the match</source>
        <translation>Karşılaşmanın uzunluğu</translation>
    </message>
    <message>
        <source>Match &amp;length:</source>
        <translation>Karşılaşma &amp;uzunluğu:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Hedef:</translation>
    </message>
    <message>
        <source>Allow &amp;take-backs</source>
        <translation>&amp;Geri almaya izin ver</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last decision and the moves made since; a match with take-backs is counted apart in the statistics</source>
        <translation>Ctrl+Z son kararınızı ve ondan sonraki hamleleri geri alır; geri alma yapılan bir karşılaşma istatistiklerde ayrı sayılır</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Başlat</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a level&apos;s name and how it plays</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Standard (%1 points)</source>
        <translation>Standart (%1 puan)</translation>
    </message>
    <message>
        <source>Short (%1 points)</source>
        <translation>Kısa (%1 puan)</translation>
    </message>
    <message>
        <source>Long (%1 points)</source>
        <translation>Uzun (%1 puan)</translation>
    </message>
    <message>
        <source>As this match (%1 points)</source>
        <translation>Bu karşılaşmadaki gibi (%1 puan)</translation>
    </message>
    <message>
        <source>%1 points wins the match</source>
        <translation>%1 puan karşılaşmayı kazandırır</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>The game cannot save.</source>
        <translation>Oyun kaydedilemiyor.</translation>
    </message>
    <message>
        <source>The saved match comes from a newer version of the game, so it is kept as it is and matches played now are not saved.</source>
        <translation>Kayıtlı karşılaşma oyunun daha yeni bir sürümünden geliyor; bu yüzden olduğu gibi korunuyor ve şimdi oynanan karşılaşmalar kaydedilmiyor.</translation>
    </message>
    <message>
        <source>The saved match could not be restored, so a new match begins.</source>
        <translation>Kayıtlı karşılaşma geri yüklenemedi, bu yüzden yeni bir karşılaşma başlıyor.</translation>
    </message>
    <message>
        <source>The game cannot save in %1, so play goes on but will not be kept if the game is closed.</source>
        <translation>Oyun %1 konumuna kaydedilemiyor; oyun sürüyor ancak kapatılırsa saklanmayacak.</translation>
    </message>
    <message>
        <source>The record of this match could not be written in %1, so it cannot be reviewed later; the match and your statistics are saved.</source>
        <translation>Bu karşılaşmanın kaydı %1 konumuna yazılamadı, bu yüzden daha sonra incelenemez; karşılaşma ve istatistikleriniz kaydedildi.</translation>
    </message>
    <message>
        <source>Your statistics come from a newer version of the game, so they are kept as they are and the matches played now are not added to them.</source>
        <translation>İstatistikleriniz oyunun daha yeni bir sürümünden geliyor; bu yüzden olduğu gibi korunuyor ve şimdi oynanan karşılaşmalar onlara eklenmiyor.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>İstatistikleriniz okunamadı, bu yüzden sıfırdan başlıyor.</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The game&apos;s name, as a message box&apos;s title: kept as it is in every language.</extracomment>
        <translation>Draw</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a player&apos;s name and score</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You have an unfinished match (hand %1, scores %2). Resume it? A match you give up does not count in your statistics.</source>
        <translation>Yarım kalmış bir karşılaşmanız var (%1. oyun eli; puanlar: %2). Devam etmek ister misiniz? Vazgeçtiğiniz karşılaşma istatistiklerinize eklenmez.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Yarım kalmış karşılaşma</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Devam et</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Yeni karşılaşma…</translation>
    </message>
    <message>
        <source>Draw is already open</source>
        <translation>Draw zaten açık</translation>
    </message>
    <message>
        <source>The game is already open in another window. You can play here too, but nothing of this match will be saved and it will not count in the statistics.</source>
        <translation>Oyun başka bir pencerede zaten açık. Burada da oynayabilirsiniz, ancak bu karşılaşmadan hiçbir şey kaydedilmeyecek ve istatistiklere eklenmeyecek.</translation>
    </message>
    <message>
        <source>The data folder is in use</source>
        <translation>Veri klasörü kullanımda</translation>
    </message>
    <message>
        <source>The game&apos;s data folder is marked as in use by a copy of the game on another computer.</source>
        <translation>Oyunun veri klasörü, başka bir bilgisayardaki bir oyun kopyası tarafından kullanımda olarak işaretlenmiş.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder is marked as in use by a program that is not the game, probably left over from a copy of the game that has ended.</source>
        <translation>Oyunun veri klasörü, oyun olmayan bir program tarafından kullanımda olarak işaretlenmiş; bu büyük olasılıkla kapanmış bir oyun kopyasından kalmış.</translation>
    </message>
    <message>
        <source>You can play here without saving, or take the folder over. Take it over only if no other copy of the game is open: two copies saving in the same folder overwrite each other&apos;s match and statistics.</source>
        <translation>Burada kaydetmeden oynayabilir veya klasörü devralabilirsiniz. Klasörü yalnızca oyunun başka bir kopyası açık değilse devralın: aynı klasöre kaydeden iki kopya birbirinin karşılaşmasının ve istatistiklerinin üzerine yazar.</translation>
    </message>
    <message>
        <source>&amp;Play without saving</source>
        <translation>Kaydetmeden &amp;oyna</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Çı&amp;kış</translation>
    </message>
    <message>
        <source>&amp;Take over</source>
        <translation>&amp;Devral</translation>
    </message>
</context>
<context>
    <name>PastBar</name>
    <message>
        <source>Find mistakes in past matches</source>
        <translation>Geçmiş karşılaşmalarda hataları bul</translation>
    </message>
    <message>
        <source>Review the matches the game kept, hand by hand, for the practice and the progress graph (what is reviewed once is kept)</source>
        <translation>Oyunun sakladığı karşılaşmaları alıştırmalar ve gelişim grafiği için oyun eli oyun eli inceler (bir kez incelenen saklanır)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>No past match is kept yet.</source>
        <translation>Henüz saklanmış geçmiş bir karşılaşma yok.</translation>
    </message>
    <message>
        <source>Reviewing your past matches: hand %1 of %2…</source>
        <translation>Geçmiş karşılaşmalarınız inceleniyor: oyun eli %1 / %2…</translation>
    </message>
    <message>
        <source>Reading your past matches…</source>
        <translation>Geçmiş karşılaşmalarınız okunuyor…</translation>
    </message>
    <message>
        <source>Every past match is reviewed.</source>
        <translation>Bütün geçmiş karşılaşmalar incelendi.</translation>
    </message>
    <message>
        <source>Stopped: what was reviewed is kept.</source>
        <translation>Durduruldu: incelenenler saklandı.</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <source>Peg track</source>
        <translation>Puan tahtası</translation>
    </message>
    <message>
        <source>Bright peg: the score now; pale peg: before the last hand.</source>
        <extracomment>Under the cribbage board&apos;s tracks: what each player&apos;s two pegs mean.</extracomment>
        <translation>Parlak çivi: şimdiki puan; soluk çivi: son oyun elinden önceki puan.</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 / %3</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Wait: the tutor is looking at your move.</source>
        <translation>Bekleyin: eğitmen hamlenize bakıyor.</translation>
    </message>
    <message>
        <source>The tutor is looking at your move…</source>
        <translation>Eğitmen hamlenize bakıyor…</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>İpucu hazırlanıyor…</translation>
    </message>
    <message>
        <source>No hint is available.</source>
        <translation>İpucu bulunamadı.</translation>
    </message>
    <message>
        <source>The tutor asks about your move.</source>
        <translation>Eğitmen hamleniz hakkında soruyor.</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice &amp;mistakes (%1)</source>
        <translation>&amp;Hata alıştırması (%1)</translation>
    </message>
    <message>
        <source>Practice mistakes (%1)</source>
        <translation>Hata alıştırması (%1)</translation>
    </message>
    <message>
        <source>No positions yet: they come from the hands you review, or from Find mistakes in past matches (offered in the practice itself)</source>
        <translation>Henüz durum yok: incelediğiniz oyun ellerinden veya Geçmiş karşılaşmalarda hataları bul ile gelirler (alıştırmanın kendisi de bunu önerir)</translation>
    </message>
    <message>
        <source>Play again the positions of your own matches where a move lost points</source>
        <translation>Kendi karşılaşmalarınızda bir hamlenin puan kaybettirdiği durumları yeniden oynamanızı sağlar</translation>
    </message>
    <message>
        <source>Your practice positions come from a newer version of the game: they are kept as they are, and what you solve now is not remembered.</source>
        <translation>Alıştırma durumlarınız oyunun daha yeni bir sürümünden geliyor: oldukları gibi saklanıyor ve şimdi çözdükleriniz hatırlanmayacak.</translation>
    </message>
    <message>
        <source>Your practice positions could not be saved: what you solve now may be forgotten.</source>
        <translation>Alıştırma durumlarınız kaydedilemedi: şimdi çözdükleriniz unutulabilir.</translation>
    </message>
    <message>
        <source>Your practice positions could not be read, so the practice starts again (the unreadable file was kept aside). Your match records are untouched: find the mistakes in your past matches again.</source>
        <translation>Alıştırma durumlarınız okunamadı, bu yüzden alıştırmalar baştan başlıyor (okunamayan dosya bir kenarda saklandı). Karşılaşma kayıtlarınıza dokunulmadı: geçmiş karşılaşmalarınızdaki hataları yeniden bulun.</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Kendi hatalarınızdan alıştırmalar</translation>
    </message>
    <message>
        <source>Positions from your own matches where a move lost 2 points or more. Find a better move: it is judged by the same analysis as the review, and a position is solved when your move is the best found or within its margin.</source>
        <translation>Kendi karşılaşmalarınızdan, bir hamlenin en az 2 puan kaybettirdiği durumlar. Daha iyi bir hamle bulun: hamleniz incelemedekiyle aynı çözümlemeyle değerlendirilir; bulunan en iyi hamleyse veya onun hata payı içindeyse durum çözülmüş olur.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Çek</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas geç</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Yeniden dene</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>En iyi hamleyi göster</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Sonraki durum</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>%1, against %2</source>
        <translation>%1, rakip: %2</translation>
    </message>
    <message>
        <source>Hand %1, turn %2: %3</source>
        <translation>%1. oyun eli, %2. hamle: %3</translation>
    </message>
    <message>
        <source>%1 (solved)</source>
        <translation>%1 (çözüldü)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>karışık seviyeler</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>%1 to solve, %2 solved</source>
        <translation>%1 çözülecek, %2 çözüldü</translation>
    </message>
    <message>
        <source>Every position is solved. New ones come from the reviews of your next matches.</source>
        <translation>Bütün durumlar çözüldü. Yenileri sonraki karşılaşmalarınızın incelemelerinden gelecek.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Çekme yığını</translation>
    </message>
    <message>
        <source>In the game: %1, %2 points lost (%3).
Find a better move: click a tile, or draw or pass.</source>
        <translation>Oyunda: %1, %2 puan kayıp (%3).
Daha iyi bir hamle bulun: bir taşa tıklayın, çekin veya pas geçin.</translation>
    </message>
    <message>
        <source>Weighing your move…</source>
        <translation>Hamleniz değerlendiriliyor…</translation>
    </message>
    <message>
        <source>No position to practise yet. They are gathered from your own matches: every hand you review (Review this hand, or Game → Review finished hands…) adds the moves that lost 2 points or more, or find them now in the matches the game kept.</source>
        <translation>Henüz alıştırma yapılacak durum yok. Durumlar kendi karşılaşmalarınızdan toplanır: incelediğiniz her oyun eli (Bu oyun elini incele veya Oyun → Biten oyun ellerini incele…) 2 puan veya daha fazla kaybettiren hamleleri ekler; veya onları şimdi oyunun sakladığı karşılaşmalarda bulun.</translation>
    </message>
    <message>
        <source>In the game: %1. The analysis has changed since it judged this move: weighing it again…</source>
        <translation>Oyunda: %1. Çözümleme bu hamleyi değerlendirdiğinden beri değişti: yeniden değerlendiriliyor…</translation>
    </message>
    <message>
        <source>Solved! %1 is the best move found, worth %2 points.</source>
        <translation>Çözüldü! %1: bulunan en iyi hamle, değeri %2 puan.</translation>
    </message>
    <message>
        <source>Solved! %1 loses %2 points: within the margin, as good as the best move found as far as the analysis can tell.</source>
        <translation>Çözüldü! %1: %2 puan kayıp, ama hata payı içinde; çözümlemenin ayırt edebildiği kadarıyla bulunan en iyi hamle kadar iyi.</translation>
    </message>
    <message>
        <source>Not yet: %1 loses %2 points (%3). Try again, or show the best move.</source>
        <translation>Henüz değil: %1, %2 puan kayıp (%3). Yeniden deneyin veya en iyi hamleyi gösterin.</translation>
    </message>
    <message>
        <source>The move could not be weighed: %1</source>
        <translation>Hamle değerlendirilemedi: %1</translation>
    </message>
    <message>
        <source>The best move found: %1, worth %2 points.</source>
        <translation>Bulunan en iyi hamle: %1, değeri %2 puan.</translation>
    </message>
</context>
<context>
    <name>ProgressGraph</name>
    <message>
        <source>Progress over time</source>
        <translation>Zaman içinde gelişim</translation>
    </message>
    <message>
        <source>No match reviewed yet: find the mistakes in your past matches to see your progress here.</source>
        <translation>Henüz incelenmiş karşılaşma yok: gelişiminizi burada görmek için geçmiş karşılaşmalarınızdaki hataları bulun.</translation>
    </message>
    <message>
        <source>Accuracy, % of decisions best or good</source>
        <translation>Doğruluk, en iyi veya iyi kararların yüzdesi</translation>
    </message>
    <message>
        <source>Mean loss per decision, points</source>
        <translation>Karar başına ortalama kayıp, puan</translation>
    </message>
    <message>
        <source>Matches, oldest first</source>
        <translation>Karşılaşmalar, eskiden yeniye</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>rakip: %1</translation>
    </message>
    <message>
        <source>Bars: the margin, about 95%</source>
        <translation>Çubuklar: hata payı, yaklaşık yüzde 95</translation>
    </message>
</context>
<context>
    <name>ProgressTab</name>
    <message>
        <source>&amp;Opponent strength:</source>
        <translation>&amp;Rakip gücü:</translation>
    </message>
    <message>
        <source>Every level</source>
        <translation>Bütün seviyeler</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>karışık seviyeler</translation>
    </message>
    <message>
        <source>Matches reviewed: %1. The last one, against %2: accuracy %3% ± %4, a mean loss of %5 points per decision.</source>
        <translation>İncelenen karşılaşma: %1. Sonuncusu (rakip: %2): doğruluk %%3 ± %4, karar başına ortalama %5 puan kayıp.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Klasör</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Dosya</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1 dosyası</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Dosya klasörü</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Sürücü</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Kısayol</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Takma ad</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Bilinmeyen</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Artır</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Aza&amp;lt</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>&amp;Tümünü Seç</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Ayır</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>A&amp;rama konumu:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Arama konumu:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Dosya a&amp;dı:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Dosya &amp;türü:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Dosya türü:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Aç</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Kaydet</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Seç</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Farklı Kaydet</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Geri</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>İleri</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Üst Klasör</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Yeni Klasör Oluştur</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Yeni bir klasör oluştur</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Liste Görünümü</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Ayrıntılı Görünüm</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Geri git</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>İleri git</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Üst klasöre git</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Liste görünümüne geç</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Ayrıntılı görünüme geç</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dosyalar</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Kenar çubuğu</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Yerlerin ve yer imlerinin listesi</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Klasörler</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Klasör:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Klasör Bul</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Son Yerler</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>Yeniden adlandı&amp;r</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Sil</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Gizli dosyaları göster</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>&amp;Yeni klasör</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Yeni Klasör</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Göster: </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Kaldır</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 zaten var.
Üzerine yazılsın mı?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Dosya bulunamadı.
Lütfen dosya adını denetleyin.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Klasör bulunamadı.
Lütfen klasör adını denetleyin.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” yazmaya karşı korumalı.
Yine de silinsin mi?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>“%1” silinsin mi?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Klasör silinemedi.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Ad</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Boyut</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tür</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Değiştirilme tarihi</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Bilgisayar</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Bilgisayarım</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kes</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>K&amp;opyala</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Ya&amp;pıştır</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tümünü Seç</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt provides single-source portability across all major desktop operating systems. It is also available for embedded Linux and other embedded and mobile operating systems.&lt;/p&gt;&lt;p&gt;Qt is available under multiple licensing options designed to accommodate the needs of our various users.&lt;/p&gt;&lt;p&gt;Qt licensed under our commercial license agreement is appropriate for development of proprietary/commercial software where you do not want to share any source code with third parties or otherwise cannot comply with the terms of GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt licensed under GNU (L)GPL is appropriate for the development of Qt&amp;nbsp;applications provided you can comply with the terms and conditions of the respective licenses.&lt;/p&gt;&lt;p&gt;Please see &lt;a href=&quot;https://%2/&quot;&gt;%2&lt;/a&gt; for an overview of Qt licensing.&lt;/p&gt;&lt;p&gt;Copyright (C) The Qt Company Ltd. and other contributors.&lt;/p&gt;&lt;p&gt;Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt is The Qt Company Ltd. product developed as an open source project. See &lt;a href=&quot;https://%3/&quot;&gt;%3&lt;/a&gt; for more information.&lt;/p&gt;</source>
        <extracomment>Help → About Qt: Qt&apos;s licence. Keep the markup; %2 and %3 are Qt&apos;s web addresses.</extracomment>
        <translation>&lt;p&gt;Qt, platformlar arası uygulama geliştirmek için bir C++ araç takımıdır.&lt;/p&gt;&lt;p&gt;Qt, tek bir kaynak koddan bütün başlıca masaüstü işletim sistemlerine taşınabilirlik sağlar. Gömülü Linux ile başka gömülü ve mobil işletim sistemlerinde de kullanılabilir.&lt;/p&gt;&lt;p&gt;Qt, farklı kullanıcılarının ihtiyaçlarını karşılamak üzere tasarlanmış birden çok lisans seçeneğiyle sunulur.&lt;/p&gt;&lt;p&gt;Ticari lisans sözleşmemizle lisanslanan Qt, kaynak kodu üçüncü taraflarla paylaşmak istemediğiniz veya GNU (L)GPL koşullarına başka bir nedenle uyamadığınız tescilli/ticari yazılımlar geliştirmeye uygundur.&lt;/p&gt;&lt;p&gt;GNU (L)GPL ile lisanslanan Qt, ilgili lisansların hüküm ve koşullarına uyabildiğiniz sürece Qt&amp;nbsp;uygulamaları geliştirmeye uygundur.&lt;/p&gt;&lt;p&gt;Qt lisanslarına genel bir bakış için &lt;a href=&quot;https://%2/&quot;&gt;%2&lt;/a&gt; adresine bakın.&lt;/p&gt;&lt;p&gt;Telif hakkı (C) The Qt Company Ltd. ve diğer katkıda bulunanlar.&lt;/p&gt;&lt;p&gt;Qt ve Qt logosu, The Qt Company Ltd. şirketinin ticari markalarıdır.&lt;/p&gt;&lt;p&gt;Qt, açık kaynak bir proje olarak geliştirilen bir The Qt Company Ltd. ürünüdür. Daha fazla bilgi için &lt;a href=&quot;https://%3/&quot;&gt;%3&lt;/a&gt; adresine bakın.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Qt Hakkında</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>Ayrıntıları Göster...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Ayrıntıları Gizle...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Qt Hakkında&lt;/h3&gt;&lt;p&gt;Bu program Qt %1 sürümünü kullanıyor.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>Tamam</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Evet</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Hayır</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Evet</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Hayır</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Uygula</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Sıfırla</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Yardım</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Kaydet</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Vazgeç</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Varsayılanları Geri Yükle</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Aç</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Tümünü Kaydet</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Durdur</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Yeniden Dene</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Yok Say</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>&amp;Tümüne Evet</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>Tümüne &amp;Hayır</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Buraya kaydır</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>En üste</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>En alta</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Sayfa yukarı</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Sayfa aşağı</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Yukarı kaydır</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Aşağı kaydır</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Sol kenara</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Sağ kenara</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Sayfa sola</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Sayfa sağa</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Sola kaydır</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Sağa kaydır</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
</context>
<context>
    <name>QWidgetTextControl</name>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopyala</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>&amp;Bağlantı Konumunu Kopyala</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Tümünü Seç</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Geri al</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Yinele</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Kes</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Ya&amp;pıştır</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Sil</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>New match</source>
        <translation>Yeni karşılaşma</translation>
    </message>
    <message>
        <source>Give up the match in progress and start the new one? A match you give up does not count in your statistics.</source>
        <translation>Süren karşılaşmadan vazgeçip yenisini başlatmak istiyor musunuz? Vazgeçtiğiniz karşılaşma istatistiklerinize eklenmez.</translation>
    </message>
    <message>
        <source>&amp;Give up and start</source>
        <translation>&amp;Bırak ve yenisini başlat</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Oynamaya devam et</translation>
    </message>
    <message>
        <source>The tutor</source>
        <translation>Eğitmen</translation>
    </message>
    <message>
        <source>&amp;Choose again</source>
        <translation>&amp;Yeniden seç</translation>
    </message>
    <message>
        <source>Play it &amp;anyway</source>
        <translation>Yine de &amp;oyna</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>%1 passed on the %2s; your move covers that %2 and lets %1 play again: %1 can place a tile at the next turn in %3 of futures (%4 after %5)</source>
        <translation>%1, %2 sayısında pas geçti; hamleniz o %2 ucunu kapatıyor ve %1 yeniden oynayabiliyor: olası devamların %3 kadarında %1 sonraki sırasında taş yerleştiriyor (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>what usually happens next: %1 places a tile on the %2 your move opens (%3 of futures); after %5, %1 can place a tile at once in %4</source>
        <translation>çoğu zaman şöyle sürüyor: %1, hamlenizin açtığı %2 ucuna taş yerleştiriyor (olası devamların %3 kadarı); en iyi hamleyle (%5) ise %1 ancak %4 kadarında hemen taş yerleştirebiliyor</translation>
    </message>
    <message>
        <source>after %5, %1 must draw or pass at the next turn in %4 of futures (%3 after your move)</source>
        <translation>en iyi hamleyle (%5), olası devamların %4 kadarında %1 sonraki sırasında taş çekmek veya pas geçmek zorunda kalıyor (hamlenizden sonra %3)</translation>
    </message>
    <message>
        <source>your move leaves an end showing %2 with no %2s left out: nobody can play there again, and the hand blocks in %3 of futures (%4 after %5)</source>
        <translation>hamleniz bir uçta %2 bırakıyor ve dışarıda hiç %2 kalmadı: o uca artık kimse oynayamaz; olası devamların %3 kadarında oyun eli tıkanıyor (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>none of your tiles fits the ends your move leaves: you must draw or pass at your next turn in %3 of futures (%4 after %5)</source>
        <translation>hamlenizin bıraktığı uçlara taşlarınızın hiçbiri uymuyor: olası devamların %3 kadarında sonraki sıranızda taş çekmek veya pas geçmek zorunda kalıyorsunuz (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>after your move %6 can no longer be placed: no end shows a %7 and every other %7 is on the line, so you count its %8 pips at the end (after %5 it is still in your hand in %4 of futures)</source>
        <translation>hamlenizden sonra %6 artık yerleştirilemez: hiçbir uçta %7 yok ve diğer bütün %7 taşları dizide, bu yüzden oyun eli bittiğinde %8 noktası elinizde kalır (en iyi hamleyle, %5, olası devamların %4 kadarında hâlâ elinizde)</translation>
    </message>
    <message>
        <source>your move leaves no end showing a %7 while you keep the double %6: it is still in your hand when the hand ends in %3 of futures (%4 after %5)</source>
        <translation>hamleniz hiçbir uçta %7 bırakmıyor ve %6 çift taşı elinizde kalıyor: olası devamların %3 kadarında oyun eli bittiğinde hâlâ elinizde (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>you hold %8 tiles with a %2, but your move leaves no end showing a %2: you must draw or pass at your next turn in %3 of futures (%4 after %5)</source>
        <translation>elinizde %2 içeren %8 taş var, ama hamleniz hiçbir uçta %2 bırakmıyor: olası devamların %3 kadarında sonraki sıranızda taş çekmek veya pas geçmek zorunda kalıyorsunuz (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips</source>
        <translation>olası devamların %3 kadarında oyun eli tıkanıyor (en iyi hamleyle, %5: %4); o zaman elinizde %9 nokta kalıyor</translation>
    </message>
    <message>
        <source>you keep %6 (%8 pips) and the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips</source>
        <translation>%6 taşını (%8 nokta) elinizde tutuyorsunuz ve olası devamların %3 kadarında oyun eli tıkanıyor (en iyi hamleyle, %5: %4); o zaman elinizde %9 nokta kalıyor</translation>
    </message>
    <message>
        <source>the first to go out is %1 in %3 of futures (%4 after %5)</source>
        <translation>elini ilk bitiren, olası devamların %3 kadarında %1 oluyor (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>you are the first to go out in only %3 of futures (%4 after %5)</source>
        <translation>elinizi ilk bitiren, olası devamların yalnızca %3 kadarında siz oluyorsunuz (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>you end the hand holding %3 pips on average (%4 after %5)</source>
        <translation>oyun eli bittiğinde elinizde ortalama %3 nokta kalıyor (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>you draw although %6 fits</source>
        <translation>%6 uyduğu hâlde taş çekiyorsunuz</translation>
    </message>
    <message>
        <source>you draw although %6 fits: you end the hand holding %3 pips on average (%4 after %5)</source>
        <translation>%6 uyduğu hâlde taş çekiyorsunuz: oyun eli bittiğinde elinizde ortalama %3 nokta kalıyor (en iyi hamleyle, %5: %4)</translation>
    </message>
    <message>
        <source>%1% ± %2%</source>
        <comment>a share of the futures and its margin, in percent</comment>
        <translation>%%1 ± %%2</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <comment>pips held on average and their margin</comment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>an opponent</source>
        <translation>bir rakip</translation>
    </message>
    <message>
        <source>opening with %1</source>
        <translation>%1 ile açmak</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>taş çekmek</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>pas geçmek</translation>
    </message>
</context>
<context>
    <name>RecordsUi</name>
    <message>
        <source>Open a match record</source>
        <translation>Karşılaşma kaydı aç</translation>
    </message>
    <message>
        <source>Match records (*.txt)</source>
        <translation>Karşılaşma kayıtları (*.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tüm dosyalar (*)</translation>
    </message>
    <message>
        <source>There is no file named %1.</source>
        <translation>%1 adında bir dosya yok.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it cannot be a match record.</source>
        <translation>%1 normal bir dosya değil, bu yüzden karşılaşma kaydı olamaz.</translation>
    </message>
    <message>
        <source>%1 is too large to be a match record.</source>
        <translation>%1 bir karşılaşma kaydı olamayacak kadar büyük.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 okunamıyor.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of the game, so this version cannot open it.</source>
        <translation>%1 oyunun daha yeni bir sürümüyle yazılmış; bu yüzden bu sürüm onu açamıyor.</translation>
    </message>
    <message>
        <source>%1 is not a match record the game can read.</source>
        <translation>%1 oyunun okuyabileceği bir karşılaşma kaydı değil.</translation>
    </message>
    <message>
        <source>%1 is not a match record the game can read: line %2 is wrong.</source>
        <translation>%1 oyunun okuyabileceği bir karşılaşma kaydı değil: %2. satır hatalı.</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Kaydı aç</translation>
    </message>
    <message>
        <source>Save the match record</source>
        <translation>Karşılaşmayı dosyaya kaydet</translation>
    </message>
    <message>
        <source>match-%1.txt</source>
        <comment>the suggested file name</comment>
        <translation>karşılaşma-%1.txt</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Karşılaşma kaydı</translation>
    </message>
    <message>
        <source>The record could not be saved as %1.</source>
        <translation>Karşılaşma %1 olarak kaydedilemedi.</translation>
    </message>
    <message>
        <source>Record saved as %1.</source>
        <translation>Karşılaşma kaydı %1 olarak kaydedildi.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>open with %1</source>
        <translation>%1 ile açış</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 taşı %2 ucuna</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>A move in the review&apos;s narrow Played column and its graph: keep it short.</extracomment>
        <translation>taş çekmek</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A move in the review&apos;s narrow Played column and its graph: keep it short.</extracomment>
        <translation>pas</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>En iyi</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>İyi</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Küçük hata</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Hata</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Büyük hata</translation>
    </message>
    <message>
        <source>it was the only legal move</source>
        <translation>kurallara uygun tek hamle buydu</translation>
    </message>
    <message>
        <source>it was the strongest move found</source>
        <translation>bulunan en güçlü hamle buydu</translation>
    </message>
    <message>
        <source>drawing was not needed: placing a tile gave better chances</source>
        <translation>çekmek gerekmiyordu: taş yerleştirmek daha iyi şans veriyordu</translation>
    </message>
    <message>
        <source>drawing gave a better hand than placing this tile</source>
        <translation>taş çekmek, bu taşı yerleştirmekten daha iyi bir el veriyordu</translation>
    </message>
    <message>
        <source>another tile gave better chances</source>
        <translation>başka bir taş daha iyi şans veriyordu</translation>
    </message>
    <message>
        <source>the same tile on the other end gave better chances</source>
        <translation>aynı taş diğer uçta daha iyi şans veriyordu</translation>
    </message>
    <message>
        <source>drawing measured about as good as placing the best tile, not better by enough to advise a draw</source>
        <translation>taş çekmek, en iyi taşı yerleştirmek kadar iyi ölçüldü; çekmeyi önermeye yetecek kadar daha iyi değil</translation>
    </message>
    <message>
        <source>Labels by the points a decision lost on average: good below %1, inaccuracy below %2, mistake below %3, blunder from %3 on.</source>
        <translation>Etiketler, bir kararın ortalama kaybettirdiği puana göre: %1 puandan az: iyi; %2 puandan az: küçük hata; %3 puandan az: hata; %3 puan ve üstü: büyük hata.</translation>
    </message>
    <message>
        <source>Every tile is shown face up here, but each decision is judged only from what that player could see at that moment: their own tiles, the line and the moves made.</source>
        <translation>Burada bütün taşlar açık gösterilir, ama her karar yalnızca o oyuncunun o anda görebildiklerine göre değerlendirilir: kendi taşları, dizi ve yapılan hamleler.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>%1. hamle</translation>
    </message>
    <message>
        <source>turns %1–%2</source>
        <translation>%1–%2. hamleler</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>%1. hamleler</translation>
    </message>
    <message>
        <source>%1 by %n needless draw(s) (%2)</source>
        <translation>%1 puanı %n kez gereksiz yere taş çekerek (%2)</translation>
    </message>
    <message>
        <source>%1 by placing a tile when drawing was better (%2)</source>
        <translation>%1 puanı çekmek daha iyiyken taş yerleştirerek (%2)</translation>
    </message>
    <message>
        <source>%1 by placing a tile on the less good end (%2)</source>
        <translation>%1 puanı taşı daha zayıf uca yerleştirerek (%2)</translation>
    </message>
    <message>
        <source>%1 by placing another tile than the best one (%2)</source>
        <translation>%1 puanı en iyi taş yerine başka bir taş yerleştirerek (%2)</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Bu oyun elinde hiç karar vermediniz.</translation>
    </message>
    <message>
        <source>%1 made no decision in this hand.</source>
        <translation>%1 bu oyun elinde hiç karar vermedi.</translation>
    </message>
    <message>
        <source>You lost nothing worth counting in this hand: well played.</source>
        <translation>Bu oyun elinde sayılmaya değer bir şey kaybetmediniz: iyi oynadınız.</translation>
    </message>
    <message>
        <source>%1 lost nothing worth counting in this hand.</source>
        <translation>%1 bu oyun elinde sayılmaya değer bir şey kaybetmedi.</translation>
    </message>
    <message>
        <source>You lost about %n point(s) in this hand: %1.</source>
        <translation>Bu oyun elinde yaklaşık %n puan kaybettiniz: %1.</translation>
    </message>
    <message>
        <source>%1 lost about %n point(s) in this hand: %2.</source>
        <translation>%1 bu oyun elinde yaklaşık %n puan kaybetti: %2.</translation>
    </message>
    <message>
        <source>You lost about %n point(s) (± %2) in this hand: %1.</source>
        <translation>Bu oyun elinde yaklaşık %n puan (± %2) kaybettiniz: %1.</translation>
    </message>
    <message>
        <source>%1 lost about %n point(s) (± %3) in this hand: %2.</source>
        <translation>%1 bu oyun elinde yaklaşık %n puan (± %3) kaybetti: %2.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <comment>a value and its margin</comment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1 (tie)</source>
        <comment>a move that scored the same as the best move in every deal: it lost 0.0 ± 0.0 points, yet another move is named best</comment>
        <translation>%1 (berabere)</translation>
    </message>
    <message>
        <source>it scored the same as the best move found in every deal: a tie (only one move is named best)</source>
        <translation>her dağıtımda bulunan en iyi hamleyle aynı puanı aldı: berabere (yalnızca bir hamle en iyi sayılır)</translation>
    </message>
    <message>
        <source>%1 scored the same as the best move found in every deal: a tie (only one move is named best).</source>
        <translation>%1, her dağıtımda bulunan en iyi hamleyle aynı puanı aldı: berabere (yalnızca bir hamle en iyi sayılır).</translation>
    </message>
    <message>
        <source>Only move</source>
        <extracomment>The label of a decision that had no choice, in a narrow column: keep it short.</extracomment>
        <translation>Tek hamle</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <comment>a loss or margin above zero, below the smallest shown</comment>
        <translation>&lt; %1</translation>
    </message>
</context>
<context>
    <name>ReviewLayout</name>
    <message>
        <source>Graph</source>
        <translation>Grafik</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Review</source>
        <translation>İnceleme</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Oyun eli:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Oyuncu:</translation>
    </message>
    <message>
        <source>On the table, the tile played is ringed in gold, the best one found in blue.</source>
        <translation>Masada oynanan taş altın rengiyle, bulunan en iyi taş maviyle çevrilidir.</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Dağıtım (Home)</translation>
    </message>
    <message>
        <source>One turn back (Left)</source>
        <translation>Bir hamle geri (Sol ok)</translation>
    </message>
    <message>
        <source>One turn on (Right)</source>
        <translation>Bir hamle ileri (Sağ ok)</translation>
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation>Oyun elinin sonu (End)</translation>
    </message>
    <message>
        <source>The previous inaccuracy or worse (Shift+N)</source>
        <translation>Önceki küçük hata veya daha kötüsü (Shift+N)</translation>
    </message>
    <message>
        <source>The next inaccuracy or worse (N)</source>
        <translation>Sonraki küçük hata veya daha kötüsü (N)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Hamle</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>İptal</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Çözümle</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. oyun eli</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Siz</translation>
    </message>
    <message>
        <source>The deal: %1 to play first</source>
        <translation>Dağıtım: ilk oynayan %1</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3 to play</source>
        <translation>Hamle %1/%2 — oynayan: %3</translation>
    </message>
    <message>
        <source>Best: draw</source>
        <translation>En iyisi: çekmek</translation>
    </message>
    <message>
        <source>Best: pass</source>
        <translation>En iyisi: pas</translation>
    </message>
    <message>
        <source>The record stops before the end of this hand.</source>
        <translation>Kayıt bu oyun eli bitmeden sona eriyor.</translation>
    </message>
    <message numerus="yes">
        <source>The end of the hand, after %n turn(s)</source>
        <translation>
            <numerusform>%n hamlenin ardından oyun eli bitti</numerusform>
        </translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Bu hamle</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Kararlar</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Performans</translation>
    </message>
    <message>
        <source>Your expected net points, ± margin</source>
        <translation>Beklenen net puanınız, ± hata payı</translation>
    </message>
    <message>
        <source>Expected net points of %1, ± margin</source>
        <translation>%1 için beklenen net puan, ± hata payı</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Çekme yığını</translation>
    </message>
    <message>
        <source>Review hand %1</source>
        <translation>%1. oyun elini incele</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>%1. hamle: %2</translation>
    </message>
    <message>
        <source>Not a decision of the player reviewed.</source>
        <translation>İncelenen oyuncunun kararı değil.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Henüz çözümlenmedi.</translation>
    </message>
    <message>
        <source>No more mistakes in this hand.</source>
        <translation>Bu oyun elinde başka hata yok.</translation>
    </message>
    <message>
        <source>No earlier mistakes in this hand.</source>
        <translation>Bu oyun elinde daha önce hata yok.</translation>
    </message>
    <message>
        <source>Analysing the hand…</source>
        <translation>Oyun eli çözümleniyor…</translation>
    </message>
    <message>
        <source>Analysing the whole match…</source>
        <translation>Bütün karşılaşma çözümleniyor…</translation>
    </message>
    <message>
        <source>The hand could not be analysed.</source>
        <translation>Oyun eli çözümlenemedi.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Çözümleme iptal edildi.</translation>
    </message>
    <message>
        <source>Analysis done.</source>
        <translation>Çözümleme tamamlandı.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>[1|4] opens the line. Its two ends accept 1 and 4.</source>
        <translation>[1|4] diziyi açar. İki ucu 1 ve 4 kabul eder.</translation>
    </message>
    <message>
        <source>Match [1|1] to the 1 end. The double lies crosswise; the open values are 1 and 4.</source>
        <translation>[1|1] taşını 1 ucuna eşleştirin. Çift taş enine durur; açık değerler 1 ve 4’tür.</translation>
    </message>
    <message>
        <source>Match [6|6] to the 6 end of [3|6]. Continue from 3 or 6, without opening a branch.</source>
        <translation>[6|6] taşını [3|6] taşının 6 ucuna eşleştirin. Dal açmadan 3 veya 6’dan devam edin.</translation>
    </message>
    <message>
        <source>A blank half matches only a blank half. Both ends of [0|0] need a 0.</source>
        <translation>Boş yarım yalnızca boş yarıma uyar. [0|0] taşının iki ucu da 0 gerektirir.</translation>
    </message>
    <message>
        <source>The double [4|4] is placed on the 4. It stays in the line; the other open end is 1.</source>
        <translation>[4|4] çift taşı 4’e yerleştirilir. Dizide kalır; diğer açık uç 1’dir.</translation>
    </message>
    <message>
        <source>[3|4] continues from [4|4]. The line&apos;s two open values are 1 and 3.</source>
        <translation>[3|4], [4|4] taşından devam eder. Dizinin iki açık değeri 1 ve 3’tür.</translation>
    </message>
    <message>
        <source>The opening [2|2] lies crosswise. Continue on either 2 end; there is no branch.</source>
        <translation>Açılıştaki [2|2] enine durur. İki 2 ucundan biriyle devam edin; dal yoktur.</translation>
    </message>
    <message>
        <source>Draw is a game for two to four players, each playing alone, offered as an extra choice outside the Fives family. Placing tiles scores nothing. You may draw even when you hold a playable tile, but the last two tiles of the stock stay untouched. Score the pips of the tiles left by going out or by winning a blocked hand.</source>
        <extracomment>The rule texts&apos; first sentence. Every text of the Rules page is a sentence of the rule texts (drawgame/rules): give the rule text&apos;s own words in your language.</extracomment>
        <translation>Draw, iki ila dört oyuncu için bireysel bir oyundur ve Fives ailesinin dışında sunulan ek bir seçenektir. Yerleştirmeler puan kazandırmaz. Oynanabilir taşınız varken bile çekebilirsiniz, ancak çekme yığınının son iki taşı dokunulmadan kalır. Elinizi bitirerek veya tıkanan oyun elini kazanarak kalan taşların puanlarını toplayın.</translation>
    </message>
    <message>
        <source>Set up and start</source>
        <translation>Hazırlanın ve başlayın</translation>
    </message>
    <message>
        <source>Use a complete double-six set of 28 tiles, from [0|0] to [6|6], and a cribbage board or another score record. Everyone has a separate score. Shuffle the tiles face down; deal seven tiles each to two or three players, six to four players. Keep your hand secret. The remaining tiles form the stock; do not draw its last two tiles.</source>
        <translation>[0|0] ile [6|6] arasındaki 28 taşlık eksiksiz çift altı takımını ve bir cribbage tahtası veya başka bir puan kaydı kullanın. Herkesin ayrı puanı vardır. Taşları kapalı karıştırın; iki veya üç oyuncuda kişiye yedi, dört oyuncuda altı taş dağıtın. Elinizi gizli tutun. Kalan taşlar çekme yığınını oluşturur; son iki taşını çekmeyin.</translation>
    </message>
    <message>
        <source>Choose the first opener by a fair lottery; if needed, repeat it among tied candidates. Tiles in hand give no priority to start. The opener starts with any tile; play goes clockwise.</source>
        <translation>İlk açılış oyuncusunu adil bir kurayla belirleyin; gerekirse eşit kalan adaylar arasında tekrarlayın. Eldeki taşlar başlama önceliği sağlamaz. Açan oyuncu herhangi bir taşla başlar; oyun saat yönünde ilerler.</translation>
    </message>
    <message>
        <source>Place, draw or pass</source>
        <translation>Yerleştirin, çekin veya pas geçin</translation>
    </message>
    <message>
        <source>Place a tile on one of the two ends by matching one of its halves to the end&apos;s value. A blank half matches only a blank half. Placing ends your turn.</source>
        <translation>Bir taşın yarısını uç değerine eşleştirerek iki uçtan birine yerleştirin. Boş yarım yalnızca boş yarıma uyar. Yerleştirmek sıranızı bitirir.</translation>
    </message>
    <message>
        <source>While the stock holds more than two tiles, you may draw one tile at a time, even if you have a playable tile. Drawing keeps your turn going. You may keep drawing after finding a playable tile, then place any playable tile from your hand, not necessarily the new one. If you have no playable tile, you must draw as long as drawing is possible.</source>
        <translation>Çekme yığınında ikiden fazla taş varken, oynanabilir taşınız olsa bile birer taş çekebilirsiniz. Çekmek sıranızı sürdürür. Oynanabilir taş bulduktan sonra da çekmeye devam edebilir, ardından yeni taş olması gerekmeksizin elinizdeki herhangi bir oynanabilir taşı yerleştirebilirsiniz. Oynanabilir taşınız yoksa çekmek mümkün olduğu sürece çekmelisiniz.</translation>
    </message>
    <message>
        <source>When two tiles are left, no more may be drawn. Place if you can; otherwise pass. You may not pass just because you do not want to place or draw. An allowed pass ends your turn.</source>
        <translation>İki taş kaldığında daha fazla çekilemez. Mümkünse yerleştirin; değilse pas geçin. Yalnızca yerleştirmek veya çekmek istemediğiniz için pas geçemezsiniz. İzin verilen bir pas sıranızı bitirir.</translation>
    </message>
    <message>
        <source>A line without placement points</source>
        <translation>Yerleştirme puanı olmayan bir dizi</translation>
    </message>
    <message>
        <source>There are only two ends. Doubles, the opening one included, are placed crosswise; none opens a branch. Continue a double by matching its value. Playing tiles, the opening and your last tile included, scores no placement points. Points are counted when the hand ends.</source>
        <translation>Yalnızca iki uç vardır. Açılıştaki dahil çift taşlar enine yerleştirilir; hiçbiri dal açmaz. Çift taşın değerine uyarak devam edin. Açılış ve son taşınız dahil taş oynamak yerleştirme puanı kazandırmaz. Puanlar oyun eli bittiğinde hesaplanır.</translation>
    </message>
    <message>
        <source>Joining equal values</source>
        <translation>Eşit değerleri birleştirme</translation>
    </message>
    <message>
        <source>Join equal values at one of the line&apos;s two ends. Playing tiles scores nothing; points are counted when the hand ends.</source>
        <translation>Dizinin iki ucundan birinde eşit değerleri birleştirin. Taş oynamak puan kazandırmaz; puanlar oyun eli bitince hesaplanır.</translation>
    </message>
    <message>
        <source>Markers show the legal connection points.</source>
        <translation>İşaretler kurallara uygun bağlantı noktalarını gösterir.</translation>
    </message>
    <message>
        <source>Doubles stay in the line</source>
        <translation>Çift taşlar dizide kalır</translation>
    </message>
    <message>
        <source>Doubles lie crosswise in the same two-ended line. Continue by matching their value; no double opens a side branch.</source>
        <translation>Çift taşlar aynı iki uçlu dizide enine durur. Değerlerine uyarak devam edin; hiçbir çift taş yan dal açmaz.</translation>
    </message>
    <message>
        <source>Finish and score</source>
        <translation>Bitirin ve puanlayın</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when the stock is down to two tiles and everyone has passed, unable to play. Show the remaining hands; count both halves of every tile: [6|6] is 12, [0|0] is zero. The protected stock is not an opponent&apos;s hand.</source>
        <translation>Bir oyuncu son taşını oynadığında veya çekme yığını iki taşa indiğinde ve herkes oynayamayarak pas geçtiğinde oyun eli biter. Kalan elleri gösterin; her taşın iki yarısını da sayın: [6|6] 12, [0|0] sıfırdır. Korunan çekme yığını rakibin eli değildir.</translation>
    </message>
    <message>
        <source>The player who goes out takes all the pips left in the opponents&apos; hands. An opponent holding [0|0] is not equal to an empty hand: if the opponents hold zero and eight, the player who went out scores 8.</source>
        <translation>Domino yapan oyuncu rakiplerin ellerinde kalan tüm noktaları alır. [0|0] tutan rakip boş elle eşit olmaz: Rakiplerde sıfır ve sekiz varsa domino yapan 8 puan alır.</translation>
    </message>
    <message>
        <source>Hand totals are compared only in a blocked hand. The single player with the lowest hand scores all the opponents&apos; pips minus their own total, once: for 3, 8 and 10 the lowest player scores 8 + 10 − 3 = 15. If the lowest hands are equal, nobody scores: for 3, 3 and 10 there is no gain. There is no extra score special to three players.</source>
        <translation>El toplamları yalnızca tıkanan oyun elinde karşılaştırılır. Tek başına en düşük eli olan, tüm rakiplerin noktalarından kendi toplamı bir kez çıkarılarak puan alır: 3, 8 ve 10 için en düşük oyuncu 8 + 10 − 3 = 15 alır. En düşük eller eşitse puan verilmez: 3, 3 ve 10 için kazanım yoktur. Üç oyuncuya özgü ek puan yoktur.</translation>
    </message>
    <message>
        <source>Record the gain exactly, without rounding or dividing by five. Raw and shown points are the same; the opponents&apos; existing scores do not go down.</source>
        <translation>Kazanımı yuvarlamadan veya beşe bölmeden tam olarak kaydedin. Ham ve gösterilen puanlar aynıdır; rakiplerin mevcut puanları azalmaz.</translation>
    </message>
    <message>
        <source>Next hand and the match result</source>
        <translation>Sonraki oyun eli ve karşılaşma sonucu</translation>
    </message>
    <message>
        <source>The next opener is not the winner: move one seat clockwise from the previous opener. Shuffle and deal again. Once the hand is fully scored, reaching or passing 100 points with two players, or 61 with three or four, wins the match; the excess is kept. If the highest scores at the target are tied, the match ends drawn, with no tournament margin. These individual Draw rules are recorded by Pagat.</source>
        <translation>Sonraki açılışı kazanana göre değil, önceki açılış oyuncusundan saat yönünde bir koltuk ilerleterek belirleyin. Karıştırıp yeniden dağıtın. El sonu hesabı tamamlandıktan sonra iki oyuncuda 100, üç veya dört oyuncuda 61 puana ulaşmak veya bu puanı aşmak karşılaşmayı kazandırır; fazlalık korunur. Hedefe ulaşan en yüksek puanlar eşitse karşılaşma, turnuva puan farkı olmadan berabere biter. Bu bireysel Draw kuralları Pagat’ta kaydedilmiştir.</translation>
    </message>
    <message>
        <source>Played %1</source>
        <translation>Oynanan %1</translation>
    </message>
    <message>
        <source>The rules of Draw</source>
        <translation>Draw kuralları</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Draw</source>
        <translation>Draw kuralları</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Kurallar</translation>
    </message>
    <message>
        <source>Rule &amp;text</source>
        <translation>Kural &amp;metni</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Fare ve tuşlar</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>Kural metni</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Fare ve tuşlar</translation>
    </message>
    <message>
        <source>R&amp;ule text:</source>
        <translation>Kura&amp;l metni:</translation>
    </message>
    <message>
        <source>The rules of Draw come from two rule texts, one in Turkish and one in Indonesian, which say the same; this game follows them. Here each is word for word; the Rules page gives them in the language of the game.</source>
        <translation>Draw’ın kuralları biri Türkçe, biri Endonezce iki kural metninden gelir; ikisi de aynı şeyi söyler ve bu oyun onlara uyar. Burada her biri kelimesi kelimesine yer alır; Kurallar sayfası onları oyunun dilinde anlatır.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>This hand</source>
        <translation>Bu oyun eli</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>Bütün karşılaşma</translation>
    </message>
    <message>
        <source>Decisions with a choice</source>
        <translation>Seçenekli kararlar</translation>
    </message>
    <message>
        <source>Mean loss per decision</source>
        <translation>Karar başına ortalama kayıp</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Doğruluk</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Şans</translation>
    </message>
    <message>
        <source>Points made</source>
        <translation>Alınan net puan</translation>
    </message>
    <message>
        <source>The share of decisions with a real choice labelled best or good</source>
        <translation>Gerçek bir seçenek sunan kararlardan en iyi veya iyi etiketi alanların payı</translation>
    </message>
    <message>
        <source>Review the whole match</source>
        <translation>Bütün karşılaşmayı incele</translation>
    </message>
    <message>
        <source>Accuracy: the share of decisions with a real choice labelled best or good. Luck: how much the tiles dealt and drawn moved the expected net points. Points made: the net points the hand gave (the player&apos;s gain minus the opponents&apos; average).</source>
        <translation>Doğruluk: gerçek bir seçenek sunan kararlardan en iyi veya iyi etiketi alanların payı. Şans: dağıtılan ve çekilen taşların beklenen net puanı ne kadar değiştirdiği. Alınan net puan: oyun elinin verdiği net puan (oyuncunun kazancı eksi rakiplerin ortalaması).</translation>
    </message>
    <message>
        <source>Your scores</source>
        <translation>Performansınız</translation>
    </message>
    <message>
        <source>Scores of %1</source>
        <translation>%1 için performans</translation>
    </message>
    <message>
        <source>%1 of %2 hands reviewed for this player.</source>
        <translation>Bu oyuncu için %2 oyun elinden %1 tanesi incelendi.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%%1</translation>
    </message>
    <message>
        <source>too close to call</source>
        <translation>hata payı içinde</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Total/%1</source>
        <extracomment>The total row&apos;s short label: the points so far, out of the target (%1).</extracomment>
        <translation>Puan/%1</translation>
    </message>
    <message>
        <source>Total (to %1)</source>
        <translation>Puan (hedef %1)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>%1. oyun eli</translation>
    </message>
</context>
<context>
    <name>SoundEngine</name>
    <message>
        <source>No sound: no audio device could be opened. The game plays on silently.</source>
        <translation>Ses yok: hiçbir ses aygıtı açılamadı. Oyun sessiz sürüyor.</translation>
    </message>
    <message>
        <source>No sound: the audio device stopped working. The game plays on silently.</source>
        <translation>Ses yok: ses aygıtı çalışmayı bıraktı. Oyun sessiz sürüyor.</translation>
    </message>
</context>
<context>
    <name>SoundState</name>
    <message>
        <source>No sound</source>
        <translation>Ses yok</translation>
    </message>
    <message>
        <source>Settings → Sound → Play sounds tries again.</source>
        <translation>Ayarlar → Ses → Sesleri çal yeniden dener.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>İstatistikler</translation>
    </message>
    <message>
        <source>Finished matches, by number of players and opponents.</source>
        <translation>Biten karşılaşmalar, oyuncu sayısına ve rakiplere göre.</translation>
    </message>
    <message>
        <source>Matches with take-backs or with the tutor on are counted apart, after the total, not in it.</source>
        <translation>Geri alma yapılan veya eğitmen açıkken oynanan karşılaşmalar toplamın içinde değil, ondan sonra ayrı sayılır.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Oyuncular</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rakipler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Oynanan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Kazanılan</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kaybedilen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Berabere</translation>
    </message>
    <message>
        <source>Hands won
by domino</source>
        <translation>Domino ile
kazanılan
oyun elleri</translation>
    </message>
    <message>
        <source>Hands won
by block</source>
        <translation>Tıkanınca
kazanılan
oyun elleri</translation>
    </message>
    <message>
        <source>Best margin</source>
        <translation>En büyük fark</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Sıfırla…</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Karşılaşmalar</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Gelişim</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tümü</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Karışık</translation>
    </message>
    <message>
        <source>%1, to %2 points</source>
        <translation>%1, %2 puanlık</translation>
    </message>
    <message>
        <source>%1, with take-backs and the tutor</source>
        <translation>%1, geri almalı ve eğitmenli</translation>
    </message>
    <message>
        <source>%1, with take-backs</source>
        <translation>%1, geri almalı</translation>
    </message>
    <message>
        <source>%1, with the tutor</source>
        <translation>%1, eğitmenli</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <comment>matches won (share of those played)</comment>
        <translation>%1 (%%2)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>İstatistikleri sıfırla</translation>
    </message>
    <message>
        <source>Forget every finished match in the statistics? This cannot be undone.</source>
        <translation>İstatistiklerdeki tüm bitmiş karşılaşmalar silinsin mi? Bu işlem geri alınamaz.</translation>
    </message>
</context>
<context>
    <name>StatusNews</name>
    <message>
        <source>Record kept in %1 (Game → Open record…).</source>
        <extracomment>%1 is the folder where the game keeps the records of finished matches.</extracomment>
        <translation>Kayıt %1 klasöründe saklanıyor (Oyun → Karşılaşma kaydını aç…).</translation>
    </message>
    <message>
        <source>The computer players now think in the game&apos;s window, which may pause while they do.</source>
        <translation>Bilgisayar oyuncuları artık oyunun penceresinde düşünüyor; düşünürken pencere kısa süre durabilir.</translation>
    </message>
    <message>
        <source>The tutor is unavailable: your move was played without being checked.</source>
        <translation>Eğitmen kullanılamıyor: hamleniz denetlenmeden oynandı.</translation>
    </message>
</context>
<context>
    <name>Strength</name>
    <message>
        <source>Easy</source>
        <translation>Kolay</translation>
    </message>
    <message>
        <source>Plays like a beginner: places a heavy tile or a double whenever it can, judges by eye and never thinks about the ends it leaves.</source>
        <translation>Acemi gibi oynar: elinden geldiğince ağır bir taş veya bir çift taş yerleştirir, göz kararı seçer ve bıraktığı uçları hiç düşünmez.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Orta</translation>
    </message>
    <message>
        <source>Plays by a good club player&apos;s rules: sheds heavy tiles and doubles early, keeps its numbers varied and leaves ends the others cannot match.</source>
        <translation>İyi bir kulüp oyuncusunun kurallarıyla oynar: ağır taşları ve çift taşları erkenden elden çıkarır, sayılarını çeşitli tutar ve başkalarının uyduramayacağı uçlar bırakır.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Zor</translation>
    </message>
    <message>
        <source>Thinks ahead: plays each move out over many deals of the hidden tiles, reads what passes and draws tell, and plays for the match, not only the hand.</source>
        <translation>İleriyi düşünür: her hamleyi gizli taşların birçok olası dağılımında sonuna kadar oynar, paslardan ve çekişlerden anlam çıkarır ve yalnızca oyun elini değil maçı kazanmak için oynar.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Uzman</translation>
    </message>
    <message>
        <source>Hard&apos;s way of thinking, deeper and sharper: it thinks longer over each move and seldom misses the best one.</source>
        <translation>Zor seviyenin düşünme biçimi, daha derin ve daha keskin: her hamlede daha uzun düşünür ve en iyi hamleyi nadiren kaçırır.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 düşünüyor…</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Çekme yığını: %1</translation>
    </message>
    <message>
        <source>never drawn</source>
        <translation>asla çekilmez</translation>
    </message>
</context>
<context>
    <name>TakeBackCommand</name>
    <message>
        <source>This match allows no take-backs (New match can allow them).</source>
        <translation>Bu karşılaşma geri almaya izin vermiyor (“Yeni karşılaşma” penceresinde izin verilebilir).</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Oyun eli bitti: geri alınacak bir şey yok.</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have not moved in this hand.</source>
        <translation>Henüz geri alınacak bir şey yok: bu oyun elinde hamle yapmadınız.</translation>
    </message>
</context>
<context>
    <name>TileCounter</name>
    <message>
        <source>Tile counter</source>
        <translation>Taş sayacı</translation>
    </message>
    <message>
        <source>Tiles carrying each number that you have not seen yet</source>
        <translation>Her sayı için henüz görmediğiniz taşlar</translation>
    </message>
    <message>
        <source>%1: %2 unseen</source>
        <translation>%1: %2 taş görülmedi</translation>
    </message>
</context>
<context>
    <name>TryItDialog</name>
    <message>
        <source>Try it yourself</source>
        <translation>Kendiniz deneyin</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The button that draws a tile from the stock: the verb, not the game&apos;s name.</extracomment>
        <translation>Çek</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas geç</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Yeniden dene</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Sonraki hata</translation>
    </message>
    <message>
        <source>The player&apos;s next inaccuracy or worse (N)</source>
        <translation>Oyuncunun sonraki küçük hatası veya daha kötüsü (N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Kapat</translation>
    </message>
    <message>
        <source>Back to the first mistake of this hand.</source>
        <translation>Bu oyun elinin ilk hatasına dönüldü.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Çekme yığını</translation>
    </message>
    <message>
        <source>Turn %1: what would you play? Click a tile, or draw or pass.</source>
        <translation>%1. hamle: ne oynardınız? Bir taşa tıklayın, çekin veya pas geçin.</translation>
    </message>
    <message>
        <source>Turn %1, as %2: what would you play? Click a tile, or draw or pass.</source>
        <translation>%1. hamle, %2 olarak: ne oynardınız? Bir taşa tıklayın, çekin veya pas geçin.</translation>
    </message>
    <message>
        <source>Weighing your move…</source>
        <translation>Hamleniz değerlendiriliyor…</translation>
    </message>
    <message>
        <source>Best: draw</source>
        <translation>En iyisi: çekmek</translation>
    </message>
    <message>
        <source>Best: pass</source>
        <translation>En iyisi: pas</translation>
    </message>
    <message>
        <source>You chose %1: the best move found, worth %2 points.</source>
        <translation>Seçiminiz %1: bulunan en iyi hamle, değeri %2 puan.</translation>
    </message>
    <message>
        <source>You chose %1: %2 points lost (%3). The best move found: %4, worth %5 points.</source>
        <translation>Seçiminiz %1: %2 puan kayıp (%3). Bulunan en iyi hamle: %4, değeri %5 puan.</translation>
    </message>
    <message>
        <source>In the game: %1, %2 points lost (%3).</source>
        <translation>Oyunda: %1, %2 puan kayıp (%3).</translation>
    </message>
    <message>
        <source>The move could not be weighed: %1</source>
        <translation>Hamle değerlendirilemedi: %1</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Draw</source>
        <extracomment>The button that draws a tile from the stock: the verb, not the game&apos;s name.</extracomment>
        <translation>Çek</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas geç</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>İpucu</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sonraki oyun eli</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>&amp;Rövanş</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Rövanş</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>Yeni &amp;karşılaşma…</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Yeni karşılaşma</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Sıra kimde</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Aynı rakiplere karşı yeniden oynar</translation>
    </message>
    <message>
        <source>Choose opponents and start a new match</source>
        <translation>Rakipleri seçip yeni bir karşılaşma başlatır</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Bir hamle önerir (H)</translation>
    </message>
    <message>
        <source>Hints are for your turn</source>
        <translation>İpucu yalnızca sıra sizdeyken verilir</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Sonraki oyun elini dağıtır</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>Oyun eli hâlâ sürüyor</translation>
    </message>
    <message>
        <source>Draw a tile from the stock (D)</source>
        <translation>Çekme yığınından bir taş çeker (D)</translation>
    </message>
    <message>
        <source>You can draw on your turn</source>
        <translation>Sıra sizdeyken çekebilirsiniz</translation>
    </message>
    <message>
        <source>The last two tiles of the stock are never drawn</source>
        <translation>Çekme yığınının son iki taşı asla çekilmez</translation>
    </message>
    <message>
        <source>Drawing is not allowed now</source>
        <translation>Şu an çekmeye izin verilmiyor</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to two tiles: pass (P)</source>
        <translation>Hiçbir taş uymuyor ve çekme yığınında iki taş kaldı: pas geçin (P)</translation>
    </message>
    <message>
        <source>You can pass on your turn</source>
        <translation>Sıra sizdeyken pas geçebilirsiniz</translation>
    </message>
    <message>
        <source>You may pass only when no tile fits and nothing may be drawn</source>
        <translation>Yalnızca hiçbir taş uymadığında ve çekilemediğinde pas geçebilirsiniz</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>Opening with %1 loses about %2 ± %3 points in this hand.</source>
        <translation>%1 ile açmak bu oyun elinde yaklaşık %2 ± %3 puan kaybettirir.</translation>
    </message>
    <message>
        <source>Playing %1 on the %2 loses about %3 ± %4 points in this hand.</source>
        <translation>%1 taşını %2 ucuna oynamak bu oyun elinde yaklaşık %3 ± %4 puan kaybettirir.</translation>
    </message>
    <message>
        <source>Drawing a tile now loses about %1 ± %2 points in this hand.</source>
        <translation>Şimdi taş çekmek bu oyun elinde yaklaşık %1 ± %2 puan kaybettirir.</translation>
    </message>
    <message>
        <source>This move loses about %1 ± %2 points in this hand.</source>
        <translation>Bu hamle bu oyun elinde yaklaşık %1 ± %2 puan kaybettirir.</translation>
    </message>
    <message>
        <source>Opening with %1 is better.</source>
        <translation>%1 ile açmak daha iyi.</translation>
    </message>
    <message>
        <source>Playing %1 on the %2 is better.</source>
        <translation>%1 taşını %2 ucuna oynamak daha iyi.</translation>
    </message>
    <message>
        <source>Drawing a tile is better.</source>
        <translation>Taş çekmek daha iyi.</translation>
    </message>
    <message>
        <source>Passing is better.</source>
        <translation>Pas geçmek daha iyi.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>oyuncu %1</translation>
    </message>
</context>
<context>
    <name>ValueGraph</name>
    <message>
        <source>Turn %1: %2, %3 points</source>
        <translation>%1. hamle: %2, %3 puan</translation>
    </message>
    <message>
        <source>The hand&apos;s result: %1 points</source>
        <translation>Oyun elinin sonucu: %1 puan</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>küçük hata</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>hata</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>büyük hata</translation>
    </message>
    <message>
        <source>the hand&apos;s result</source>
        <translation>elin sonucu</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>oynanan hamle</translation>
    </message>
    <message>
        <source>lucky draw</source>
        <translation>şanslı çekiş</translation>
    </message>
    <message>
        <source>unlucky draw</source>
        <translation>şanssız çekiş</translation>
    </message>
    <message>
        <source>luck of the deal</source>
        <translation>dağıtım şansı</translation>
    </message>
    <message>
        <source>Luck of the deal: %1 points</source>
        <translation>Dağıtım şansı: %1 puan</translation>
    </message>
    <message>
        <source>Luck of the deal: too close to call</source>
        <translation>Dağıtım şansı: hata payı içinde</translation>
    </message>
    <message>
        <source>Luck of the tile drawn at turn %1: %2 points</source>
        <translation>%1. hamlede çekilen taşın şansı: %2 puan</translation>
    </message>
    <message>
        <source>Luck of the tile drawn at turn %1: too close to call</source>
        <translation>%1. hamlede çekilen taşın şansı: hata payı içinde</translation>
    </message>
</context>
</TS>
