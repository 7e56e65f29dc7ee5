<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id">
<context>
    <name>About</name>
    <message>
        <source>About Draw</source>
        <translation>Tentang Draw</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Draw %1&lt;/h3&gt;&lt;p&gt;Draw dominoes against the computer.&lt;/p&gt;&lt;p&gt;Place, draw or pass; score your opponents&apos; pips.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Draw %1&lt;/h3&gt;&lt;p&gt;Domino Draw melawan komputer.&lt;/p&gt;&lt;p&gt;Letakkan, ambil, atau lewati giliran; kumpulkan titik lawan Anda.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>high end</source>
        <translation>ujung tinggi</translation>
    </message>
    <message>
        <source>low end</source>
        <translation>ujung rendah</translation>
    </message>
    <message>
        <source>side A</source>
        <translation>jalur A</translation>
    </message>
    <message>
        <source>side B</source>
        <translation>jalur B</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>Tiles: %1. Connections: %2. Legal continuation points: %3.</source>
        <translation>Ubin: %1. Sambungan: %2. Titik kelanjutan sah: %3.</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Ubin Anda: %1.</translation>
    </message>
    <message>
        <source>Stock: %1 tiles, of which the last two are never drawn.</source>
        <translation>Tumpukan sisa: %1 ubin; dua ubin terakhir tidak pernah diambil.</translation>
    </message>
    <message>
        <source>Last played: %1, by you.</source>
        <translation>Terakhir diletakkan: %1 oleh Anda.</translation>
    </message>
    <message>
        <source>Last played: %1 by %2.</source>
        <translation>Terakhir diletakkan: %1 oleh %2.</translation>
    </message>
</context>
<context>
    <name>CandidateModel</name>
    <message>
        <source>Move</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hilang</translation>
    </message>
    <message>
        <source>Every legal move, the best found first; the move played ringed in gold</source>
        <translation>Setiap langkah yang sah, dimulai dari yang terbaik; langkah yang dimainkan dilingkari emas</translation>
    </message>
    <message>
        <source>Expected net points in the hand, ± the margin (about 95% sure)</source>
        <translation>Poin bersih yang diharapkan di ronde ini, ± margin kesalahan (tingkat keyakinan sekitar 95%)</translation>
    </message>
    <message>
        <source>Points lost against the best move, measured on the same deals: the best&apos;s value minus this one&apos;s, ± the margin</source>
        <translation>Poin yang hilang dibanding langkah terbaik, diukur pada pembagian yang sama: nilai langkah terbaik dikurangi nilai langkah ini, ± margin kesalahan</translation>
    </message>
    <message>
        <source>Drawing measured %1 points better than the best placement: not enough to advise a draw (it must gain more than its margin and %2 points)</source>
        <translation>Menurut pengukuran, mengambil ubin %1 poin lebih baik daripada peletakan terbaik: belum cukup untuk menyarankan mengambil (keunggulannya harus melebihi margin kesalahannya dan %2 poin)</translation>
    </message>
    <message>
        <source>%1: the move played</source>
        <translation>%1: langkah yang dimainkan</translation>
    </message>
</context>
<context>
    <name>CommitmentCopy</name>
    <message>
        <source>Hand %1&apos;s commitment copied: %2</source>
        <translation>Komitmen ronde %1 disalin: %2</translation>
    </message>
</context>
<context>
    <name>DealCheckLabel</name>
    <message>
        <source>This hand&apos;s secret was not revealed</source>
        <translation>Rahasia ronde ini tidak diungkapkan</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Komitmen: %1</translation>
    </message>
    <message>
        <source>This hand has an old seal, which cannot prove its deal</source>
        <translation>Ronde ini memakai segel lama, yang tidak dapat membuktikan pembagiannya</translation>
    </message>
    <message>
        <source>Deal matches its commitment, which this game never showed</source>
        <translation>Pembagian cocok dengan komitmennya, tetapi permainan ini tidak pernah menampilkannya</translation>
    </message>
    <message>
        <source>Deal verified</source>
        <translation>Pembagian terverifikasi</translation>
    </message>
    <message>
        <source>Shown at the deal on %1</source>
        <translation>Ditampilkan saat pembagian pada %1</translation>
    </message>
    <message>
        <source>Deal does not match its commitment</source>
        <translation>Pembagian tidak cocok dengan komitmennya</translation>
    </message>
    <message>
        <source>This hand&apos;s deal was not committed to in advance</source>
        <translation>Pembagian ronde ini tidak disertai komitmen sebelumnya</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Rahasia: %1</translation>
    </message>
</context>
<context>
    <name>DecisionModel</name>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Penilaian</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Hilang</translation>
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
        <translation>Dimainkan:</translation>
    </message>
    <message>
        <source>Best found:</source>
        <translation>Langkah terbaik:</translation>
    </message>
    <message>
        <source>Points lost:</source>
        <translation>Poin yang hilang:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Penilaian:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Alasan:</translation>
    </message>
    <message>
        <source>What the best move does here:</source>
        <translation>Kegunaan langkah terbaik di sini:</translation>
    </message>
    <message>
        <source>Try it yourself</source>
        <translation>Coba sendiri</translation>
    </message>
    <message>
        <source>Play this position again as the player saw it, and see what your move costs (T)</source>
        <translation>Mainkan lagi posisi ini seperti yang dilihat pemain, dan lihat berapa poin yang hilang karena langkah Anda (T)</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>langkah yang dimainkan</translation>
    </message>
    <message>
        <source>%1 points</source>
        <comment>points lost and their margin</comment>
        <translation>%1 poin</translation>
    </message>
</context>
<context>
    <name>FirstTipPanel</name>
    <message>
        <source>Welcome to Draw</source>
        <translation>Selamat datang di Draw</translation>
    </message>
    <message>
        <source>Click a lit tile to play it, click the stock (or press D) to draw, and press H for a hint. Help → Controls lists every key; F1 shows the rules.</source>
        <translation>Klik ubin yang menyala untuk meletakkannya, klik tumpukan sisa (atau tekan D) untuk mengambil, dan tekan H untuk petunjuk. Bantuan → Kontrol mencantumkan semua tombol; F1 menampilkan aturan.</translation>
    </message>
    <message>
        <source>Click a lit tile to play · D: draw · H: hint</source>
        <translation>Klik ubin yang menyala · D: ambil · H: petunjuk</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Kontrol</translation>
    </message>
    <message>
        <source>Show the &amp;controls</source>
        <translation>Tampilkan &amp;kontrol</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Mengerti</translation>
    </message>
    <message>
        <source>Put the tip away and play</source>
        <translation>Tutup catatan ini dan mulai bermain</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New match…</source>
        <translation>Pertandingan &amp;baru…</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Mulai pertandingan baru</translation>
    </message>
    <message>
        <source>Ne&amp;xt hand</source>
        <translation>&amp;Ronde berikutnya</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Bagikan ronde berikutnya</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>B&amp;uka catatan pertandingan…</translation>
    </message>
    <message>
        <source>Open a match record and review it</source>
        <translation>Buka catatan pertandingan dan tinjau</translation>
    </message>
    <message>
        <source>Sa&amp;ve record as…</source>
        <translation>Simpan catatan seb&amp;agai…</translation>
    </message>
    <message>
        <source>Save the finished hands of this match, or the last match, to share them</source>
        <translation>Simpan ronde yang sudah selesai dari pertandingan ini, atau pertandingan terakhir, untuk dibagikan</translation>
    </message>
    <message>
        <source>&amp;Review finished hands…</source>
        <translation>T&amp;injau ronde yang selesai…</translation>
    </message>
    <message>
        <source>Review the hands of this match that are over, move by move</source>
        <translation>Tinjau ronde pertandingan ini yang sudah selesai, langkah demi langkah</translation>
    </message>
    <message>
        <source>&amp;Copy this hand&apos;s commitment</source>
        <translation>&amp;Salin komitmen ronde ini</translation>
    </message>
    <message>
        <source>Copy the commitment shown when this hand was dealt, to check its record</source>
        <translation>Salin komitmen yang ditampilkan saat ronde ini dibagikan, untuk memeriksa catatannya</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Show your statistics</source>
        <translation>Tampilkan statistik Anda</translation>
    </message>
    <message>
        <source>Practice &amp;mistakes…</source>
        <translation>&amp;Latihan dari kesalahan…</translation>
    </message>
    <message>
        <source>Play again the positions of your own matches where a move lost points</source>
        <translation>Mainkan lagi posisi dari pertandingan Anda sendiri ketika sebuah langkah membuat Anda kehilangan poin</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>Quit Draw</source>
        <translation>Keluar dari Draw</translation>
    </message>
    <message>
        <source>&amp;Draw</source>
        <translation>&amp;Ambil</translation>
    </message>
    <message>
        <source>Draw a tile from the stock</source>
        <translation>Ambil satu ubin dari tumpukan sisa</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Lewati giliran</translation>
    </message>
    <message>
        <source>Pass: nothing fits and nothing may be drawn</source>
        <translation>Lewati giliran: tidak ada yang cocok dan tidak boleh mengambil</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Petunjuk</translation>
    </message>
    <message>
        <source>Suggest a move</source>
        <translation>Sarankan langkah</translation>
    </message>
    <message>
        <source>Ta&amp;ke back</source>
        <translation>&amp;Batalkan langkah</translation>
    </message>
    <message>
        <source>Undo your last decision and the moves made since</source>
        <translation>Batalkan keputusan terakhir Anda dan langkah-langkah sesudahnya</translation>
    </message>
    <message>
        <source>Describe the &amp;table</source>
        <translation>&amp;Deskripsikan meja</translation>
    </message>
    <message>
        <source>Describe the line in words</source>
        <translation>Deskripsikan rangkaian dengan kata-kata</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Layar &amp;penuh</translation>
    </message>
    <message>
        <source>Fill the screen</source>
        <translation>Tampilkan layar penuh</translation>
    </message>
    <message>
        <source>Pass for me when &amp;nothing else is possible</source>
        <translation>Lewati giliran saya otomatis jika &amp;tidak ada langkah lain</translation>
    </message>
    <message>
        <source>When no tile fits and nothing may be drawn, pass after a short pause</source>
        <translation>Jika tidak ada ubin yang cocok dan tidak boleh mengambil, giliran dilewatkan setelah jeda singkat</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <source>The rules of Draw</source>
        <translation>Aturan Draw</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Kontrol</translation>
    </message>
    <message>
        <source>How to play with mouse and keys</source>
        <translation>Cara bermain dengan mouse dan keyboard</translation>
    </message>
    <message>
        <source>&amp;Tile counter</source>
        <translation>Peng&amp;hitung ubin</translation>
    </message>
    <message>
        <source>For each number, the tiles carrying it that you have not seen</source>
        <translation>Untuk setiap angka, ubin yang memuatnya dan belum Anda lihat</translation>
    </message>
    <message>
        <source>Play &amp;sounds</source>
        <translation>Putar &amp;suara</translation>
    </message>
    <message>
        <source>A tile laid, drawn or passed, your turn, a hand&apos;s and the match&apos;s end</source>
        <translation>Ubin diletakkan atau diambil, giliran dilewati, giliran Anda tiba, akhir ronde, dan akhir pertandingan</translation>
    </message>
    <message>
        <source>&amp;About Draw</source>
        <translation>&amp;Tentang Draw</translation>
    </message>
    <message>
        <source>About this game</source>
        <translation>Tentang permainan ini</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Tentang &amp;Qt</translation>
    </message>
    <message>
        <source>About the Qt toolkit</source>
        <translation>Tentang toolkit Qt</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nonaktif</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <source>Soft</source>
        <translation>Pelan</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Loud</source>
        <translation>Keras</translation>
    </message>
    <message numerus="yes">
        <source>Warn me before a move that loses %n point(s) or more</source>
        <translation>
            <numerusform>Peringatkan saya sebelum langkah yang merugikan %n poin atau lebih</numerusform>
        </translation>
    </message>
    <message>
        <source>Before your move is played, the tutor judges it and asks first if it loses that many points</source>
        <translation>Sebelum langkah Anda dimainkan, pelatih menilainya dan bertanya dulu bila langkah itu merugikan poin sebanyak itu</translation>
    </message>
    <message>
        <source>Off</source>
        <comment>the tutor</comment>
        <translation>Nonaktif</translation>
    </message>
    <message>
        <source>Your moves are played without a check</source>
        <translation>Langkah Anda dimainkan tanpa diperiksa</translation>
    </message>
    <message>
        <source>&amp;Classic</source>
        <translation>&amp;Klasik</translation>
    </message>
    <message>
        <source>Ivory tiles on green felt</source>
        <translation>Ubin gading di atas kain hijau</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Gelap</translation>
    </message>
    <message>
        <source>Dark tiles with light pips on a dark felt</source>
        <translation>Ubin gelap bertitik terang di atas kain gelap</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Kontras &amp;tinggi</translation>
    </message>
    <message>
        <source>Each number of pips in its own colour and its own shape</source>
        <translation>Setiap jumlah titik dengan warna dan bentuknya sendiri</translation>
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
        <translation>Lepaskan %1 di atas ujung yang menyala untuk meletakkannya.</translation>
    </message>
    <message>
        <source>%1 fits both ends: choose one.</source>
        <translation>%1 cocok di kedua ujung: pilih salah satu.</translation>
    </message>
    <message>
        <source>%1: fits the %2 end.</source>
        <translation>%1: cocok di ujung %2.</translation>
    </message>
    <message>
        <source>%1: fits both ends; Up or Down chooses.</source>
        <translation>%1: cocok di kedua ujung; pilih dengan tombol panah Atas atau Bawah.</translation>
    </message>
    <message>
        <source>%1 opens the line.</source>
        <translation>%1 membuka rangkaian.</translation>
    </message>
    <message>
        <source>%1 fits both ends.</source>
        <translation>%1 cocok dengan kedua ujung.</translation>
    </message>
    <message>
        <source>Ringed: you drew it this turn.</source>
        <translation>Berbingkai: ubin yang Anda ambil pada giliran ini.</translation>
    </message>
    <message>
        <source>%1 does not fit.</source>
        <translation>%1 tidak cocok.</translation>
    </message>
    <message>
        <source>%1 does not fit: both ends show %2.</source>
        <translation>%1 tidak cocok: kedua ujung bernilai %2.</translation>
    </message>
    <message>
        <source>%1 does not fit: the ends show %2 and %3.</source>
        <translation>%1 tidak cocok: ujung-ujungnya bernilai %2 dan %3.</translation>
    </message>
    <message>
        <source>%1 does not fit the %2 or the %3, and nothing else does: draw.</source>
        <translation>%1 tidak cocok dengan %2 maupun %3, dan tidak ada ubin lain yang cocok: ambil ubin.</translation>
    </message>
    <message>
        <source>%1 does not fit the %2 or the %3, and the stock is down to its last two.</source>
        <translation>%1 tidak cocok dengan %2 maupun %3, dan tumpukan sisa tinggal dua ubin terakhir.</translation>
    </message>
    <message>
        <source>left</source>
        <translation>kiri</translation>
    </message>
    <message>
        <source>right</source>
        <translation>kanan</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Rematch</source>
        <translation>Tanding ulang</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Bermain lagi melawan lawan yang sama</translation>
    </message>
    <message>
        <source>New match…</source>
        <translation>Pertandingan baru…</translation>
    </message>
    <message>
        <source>Choose opponents and start a new match</source>
        <translation>Pilih lawan dan mulai pertandingan baru</translation>
    </message>
    <message>
        <source>Hand %1 is over</source>
        <translation>Ronde %1 selesai</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Tiles left</source>
        <translation>Ubin tersisa</translation>
    </message>
    <message>
        <source>Pips</source>
        <translation>Titik</translation>
    </message>
    <message>
        <source>Gain</source>
        <translation>Perolehan</translation>
    </message>
    <message>
        <source>Total (to %1)</source>
        <translation>Skor (target %1)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Lihat hasil</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ronde berikutnya</translation>
    </message>
    <message>
        <source>Review this hand</source>
        <translation>Tinjau ronde ini</translation>
    </message>
    <message>
        <source>Step through the hand with every tile face up, and see what each move cost</source>
        <translation>Telusuri ronde langkah demi langkah dengan semua ubin terbuka, dan lihat berapa poin yang hilang pada setiap langkah</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>In short: every player gets seven tiles (six when four play). On your turn, match one half of a tile to one of the line&apos;s two open ends. You may draw from the stock instead, even when a tile fits, but its last two tiles are never drawn; when nothing fits you must draw, and when you may not draw either, you pass. A hand ends when someone plays their last tile or nobody can move. Going out scores the pips left in the other hands; in a blocked hand the lowest total scores the others&apos; pips less its own. The first to reach 100 points (61 with three or four players) wins.</source>
        <translation>Singkatnya: setiap pemain mendapat tujuh ubin (enam bila empat orang bermain). Pada giliran Anda, cocokkan separuh ubin dengan salah satu dari dua ujung rangkaian yang terbuka. Anda juga boleh mengambil dari tumpukan sisa, meskipun ada ubin yang cocok, tetapi dua ubin terakhirnya tidak pernah diambil; bila tidak ada yang cocok Anda wajib mengambil, dan bila tidak boleh mengambil lagi, Anda melewatkan giliran. Ronde berakhir ketika seseorang meletakkan ubin terakhirnya atau tidak ada yang bisa bermain. Pemain yang menghabiskan ubinnya mendapat jumlah titik yang tersisa pada ubin lawan; dalam ronde buntu, pemilik jumlah terendah mendapat titik lawan dikurangi jumlahnya sendiri. Yang pertama mencapai 100 poin (61 dengan tiga atau empat pemain) menang.</translation>
    </message>
    <message>
        <source>The rules in short</source>
        <translation>Ringkasan aturan</translation>
    </message>
    <message>
        <source>Click a lit tile</source>
        <translation>Klik ubin yang menyala</translation>
    </message>
    <message>
        <source>Play it; if it fits both ends, click the marker where it goes</source>
        <translation>Meletakkan ubin itu; bila cocok di kedua ujung, klik penanda tujuannya</translation>
    </message>
    <message>
        <source>Drag a tile</source>
        <translation>Seret ubin</translation>
    </message>
    <message>
        <source>Drop it on a marker to play it</source>
        <translation>Lepaskan di atas penanda untuk meletakkannya</translation>
    </message>
    <message>
        <source>Click the stock, or D</source>
        <translation>Klik tumpukan sisa, atau D</translation>
    </message>
    <message>
        <source>Draw a tile (while more than two are left)</source>
        <translation>Mengambil satu ubin (selama tersisa lebih dari dua)</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass (only when nothing fits and nothing may be drawn)</source>
        <translation>Melewatkan giliran (hanya bila tidak ada yang cocok dan tidak boleh mengambil)</translation>
    </message>
    <message>
        <source>Left and Right arrows</source>
        <translation>Tombol panah Kiri dan Kanan</translation>
    </message>
    <message>
        <source>Choose a tile in your hand</source>
        <translation>Memilih ubin Anda</translation>
    </message>
    <message>
        <source>Up and Down arrows</source>
        <translation>Tombol panah Atas dan Bawah</translation>
    </message>
    <message>
        <source>Choose the end to play it on</source>
        <translation>Memilih ujung tempat meletakkannya</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Play the chosen tile, or carry out the hint</source>
        <translation>Meletakkan ubin yang dipilih, atau menjalankan petunjuk</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>Ask for a hint, with the reason for it and the points it is expected to bring in this hand</source>
        <translation>Meminta petunjuk beserta alasannya dan poin yang diharapkan darinya di ronde ini</translation>
    </message>
    <message>
        <source>Settings → Tutor</source>
        <translation>Pengaturan → Pelatih</translation>
    </message>
    <message>
        <source>Be warned before a move that loses 2, 5 or 10 points or more: the tutor names the better move, and you choose again or play yours anyway. Matches played with the tutor are counted apart in the statistics</source>
        <translation>Memperingatkan sebelum langkah yang merugikan 2, 5, atau 10 poin atau lebih: pelatih menyebut langkah yang lebih baik, lalu Anda memilih lagi atau tetap memainkan langkah Anda. Pertandingan yang dimainkan dengan pelatih dihitung terpisah dalam statistik</translation>
    </message>
    <message>
        <source>Open a match record and review it</source>
        <translation>Membuka catatan pertandingan dan meninjaunya</translation>
    </message>
    <message>
        <source>Save the finished hands of this match, or the last match, to share them</source>
        <translation>Menyimpan ronde yang sudah selesai dari pertandingan ini, atau pertandingan terakhir, untuk dibagikan</translation>
    </message>
    <message>
        <source>Lit and dimmed tiles</source>
        <translation>Ubin menyala dan redup</translation>
    </message>
    <message>
        <source>A lit tile in your hand fits an open end; a dimmed one fits none</source>
        <translation>Ubin yang menyala di tangan Anda cocok dengan ujung yang terbuka; yang redup tidak cocok di mana pun</translation>
    </message>
    <message>
        <source>A glowing ring</source>
        <translation>Cincin bercahaya</translation>
    </message>
    <message>
        <source>Round a tile in your hand: you drew it this turn</source>
        <translation>Di sekeliling ubin di tangan Anda: Anda mengambilnya pada giliran ini</translation>
    </message>
    <message>
        <source>A dashed frame</source>
        <translation>Bingkai garis putus-putus</translation>
    </message>
    <message>
        <source>The hint&apos;s move: on a tile, or on the stock for a draw</source>
        <translation>Langkah petunjuk: pada sebuah ubin, atau pada tumpukan sisa untuk mengambil</translation>
    </message>
    <message>
        <source>Markers at the ends</source>
        <translation>Penanda di ujung</translation>
    </message>
    <message>
        <source>Where the chosen tile can go: click one, or drop the tile on it</source>
        <translation>Tempat ubin yang dipilih dapat diletakkan: klik salah satunya, atau lepaskan ubin di atasnya</translation>
    </message>
    <message>
        <source>A name tag on the line</source>
        <translation>Label nama pada deretan</translation>
    </message>
    <message>
        <source>Who laid that tile: each player&apos;s last tile is tagged</source>
        <translation>Siapa yang meletakkan ubin itu: ubin terakhir setiap pemain diberi label</translation>
    </message>
    <message>
        <source>Never drawn</source>
        <translation>Tidak pernah diambil</translation>
    </message>
    <message>
        <source>The stock&apos;s last two tiles, framed apart: nobody may draw them</source>
        <translation>Dua ubin terakhir tumpukan sisa, dibingkai terpisah: tidak ada yang boleh mengambilnya</translation>
    </message>
    <message>
        <source>What the table shows</source>
        <translation>Yang ditunjukkan meja</translation>
    </message>
    <message>
        <source>Reviewing a hand</source>
        <translation>Meninjau ronde</translation>
    </message>
    <message>
        <source>Take back your last decision and the moves made since, back to the start of the hand (if the match allows take-backs). The stock keeps its order: a draw made again brings the same tile</source>
        <translation>Membatalkan keputusan terakhir Anda dan langkah-langkah sesudahnya, sampai awal ronde (bila pertandingan mengizinkan pembatalan langkah). Urutan tumpukan sisa tetap: mengambil lagi memberi ubin yang sama</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Deal the next hand once a hand is over</source>
        <translation>Membagikan ronde berikutnya setelah ronde selesai</translation>
    </message>
    <message>
        <source>Describe the table in words</source>
        <translation>Mendeskripsikan meja dengan kata-kata</translation>
    </message>
    <message>
        <source>Start a new match</source>
        <translation>Memulai pertandingan baru</translation>
    </message>
    <message>
        <source>These rules and controls</source>
        <translation>Aturan dan kontrol ini</translation>
    </message>
    <message>
        <source>Fill the screen</source>
        <translation>Memenuhi layar</translation>
    </message>
    <message>
        <source>Quit Draw</source>
        <translation>Keluar dari Draw</translation>
    </message>
    <message>
        <source>Left/Right, Home, End</source>
        <translation>Kiri/Kanan, Home, End</translation>
    </message>
    <message>
        <source>Step through the hand a turn at a time, or go to its start or end</source>
        <translation>Menelusuri ronde langkah demi langkah, atau menuju awal atau akhirnya</translation>
    </message>
    <message>
        <source>N, Shift+N</source>
        <translation>N, Shift+N</translation>
    </message>
    <message>
        <source>Go to your next or previous mistake (an inaccuracy or worse)</source>
        <translation>Menuju kesalahan Anda berikutnya atau sebelumnya (kurang tepat atau lebih buruk)</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Try it yourself: play the decision shown again, judged by the same analysis</source>
        <translation>Coba sendiri: memainkan lagi keputusan yang ditampilkan, dinilai dengan analisis yang sama</translation>
    </message>
    <message>
        <source>Arrows and Enter</source>
        <translation>Tombol panah dan Enter</translation>
    </message>
    <message>
        <source>In Try it yourself: choose a tile and its end and play it, as at the table</source>
        <translation>Dalam Coba sendiri: memilih ubin dan ujungnya lalu memainkannya, seperti di meja</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
</context>
<context>
    <name>HelpCommands</name>
    <message>
        <source>The table</source>
        <translation>Meja</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>keeps the %1s open</source>
        <comment>one number: &apos;the 5s&apos;</comment>
        <translation>menjaga nilai %1 tetap terbuka</translation>
    </message>
    <message>
        <source>keeps the %1s and %2s open</source>
        <comment>two numbers: &apos;the 3s and 5s&apos;</comment>
        <translation>menjaga nilai %1 dan %2 tetap terbuka</translation>
    </message>
    <message>
        <source>leaves an end showing %1, which %2 cannot match</source>
        <translation>menyisakan ujung bernilai %1, yang tidak bisa disambung oleh %2</translation>
    </message>
    <message>
        <source>leaves the ends showing %1 and %2, which %3 cannot match</source>
        <translation>menyisakan ujung bernilai %1 dan %2, yang tidak bisa disambung oleh %3</translation>
    </message>
    <message>
        <source>none of your tiles shows a %1, so you must draw until one does</source>
        <translation>tidak ada ubin Anda yang memuat angka %1, jadi Anda harus mengambil sampai ada yang cocok</translation>
    </message>
    <message>
        <source>none of your tiles shows a %1 or a %2, so you must draw until one does</source>
        <translation>tidak ada ubin Anda yang memuat angka %1 atau %2, jadi Anda harus mengambil sampai ada yang cocok</translation>
    </message>
    <message>
        <source>a tile fits, but placing it now would leave you weaker: a drawn tile gives you more to choose from</source>
        <translation>ada ubin yang cocok, tetapi meletakkannya sekarang akan melemahkan posisi Anda: ubin yang diambil memberi lebih banyak pilihan</translation>
    </message>
    <message>
        <source>it is the only legal move</source>
        <translation>ini satu-satunya langkah yang sah</translation>
    </message>
    <message>
        <source>it places your last tile: domino</source>
        <translation>ini meletakkan ubin terakhir Anda: domino</translation>
    </message>
    <message>
        <source>Expected: %1 ± %2 points this hand</source>
        <comment>the suggested move&apos;s expected points: what you gain in this hand minus what your opponents gain on average</comment>
        <translation>Perkiraan: %1 ± %2 poin di ronde ini</translation>
    </message>
    <message>
        <source>no tile fits, so you must draw</source>
        <translation>tidak ada ubin yang cocok, jadi Anda harus mengambil</translation>
    </message>
    <message>
        <source>no tile fits and the stock is down to two, so you must pass</source>
        <translation>tidak ada ubin yang cocok dan tumpukan sisa tinggal dua, jadi Anda harus melewatkan giliran</translation>
    </message>
    <message>
        <source>sheds %1 pips</source>
        <translation>membuang %1 titik</translation>
    </message>
    <message>
        <source>gets the double %1 out while it still fits</source>
        <translation>mengeluarkan balak %1 selagi masih cocok</translation>
    </message>
    <message>
        <source>it is the strongest move found</source>
        <translation>ini langkah terkuat yang ditemukan</translation>
    </message>
</context>
<context>
    <name>KeysHint</name>
    <message>
        <source>Keys: Left/Right choose a tile, Up/Down choose the end, Enter plays it, Escape goes back.</source>
        <translation>Tombol: Kiri/Kanan memilih ubin, Atas/Bawah memilih ujung, Enter memainkannya, Escape kembali.</translation>
    </message>
</context>
<context>
    <name>List</name>
    <message>
        <source>%1 and %2</source>
        <comment>a list of two</comment>
        <translation>%1 dan %2</translation>
    </message>
    <message>
        <source>%1, %2 and %3</source>
        <comment>a list of three</comment>
        <translation>%1, %2, dan %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the start of a list of five or more</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, %2, %3 and %4</source>
        <comment>a list of four</comment>
        <translation>%1, %2, %3, dan %4</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Score sheet</source>
        <translation>Lembar skor</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Catatan langkah</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Meja</translation>
    </message>
    <message>
        <source>Hint: %1 — %2</source>
        <translation>Petunjuk: %1 — %2</translation>
    </message>
    <message>
        <source>open with %1</source>
        <translation>buka dengan %1</translation>
    </message>
    <message>
        <source>play %1 on the %2</source>
        <translation>letakkan %1 di ujung %2</translation>
    </message>
    <message>
        <source>draw a tile</source>
        <translation>ambil satu ubin</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>lewati giliran</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>the hint, then its expected points</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Tiles not seen yet</source>
        <translation>Ubin yang belum terlihat</translation>
    </message>
</context>
<context>
    <name>MatchDisplay</name>
    <message>
        <source>Match over</source>
        <translation>Pertandingan selesai</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n ubin</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poin</numerusform>
        </translation>
    </message>
    <message>
        <source>The hand is over</source>
        <translation>Ronde selesai</translation>
    </message>
    <message>
        <source>The tutor is looking at your move…</source>
        <translation>Pelatih sedang memeriksa langkah Anda…</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Giliran Anda</translation>
    </message>
    <message>
        <source>%1 to play</source>
        <translation>Giliran %1</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
</context>
<context>
    <name>MatchEndDialog</name>
    <message>
        <source>Match over</source>
        <translation>Pertandingan selesai</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Skor akhir</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Skor akhir</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Pertandingan baru</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Tinjau</translation>
    </message>
    <message>
        <source>Step through the match&apos;s hands and see what each move cost</source>
        <translation>Telusuri ronde-ronde pertandingan dan lihat berapa poin yang hilang pada setiap langkah</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Tanding ulang</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Bermain lagi melawan lawan yang sama</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>B&amp;ermain</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>Pe&amp;ngaturan</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Bahasa</translation>
    </message>
    <message>
        <source>Ta&amp;ble</source>
        <translation>&amp;Meja</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Kecepatan animasi</translation>
    </message>
    <message>
        <source>Computer&apos;s &amp;pace</source>
        <translation>Kecepatan k&amp;omputer</translation>
    </message>
    <message>
        <source>&amp;Tutor</source>
        <translation>Pe&amp;latih</translation>
    </message>
    <message>
        <source>S&amp;ound</source>
        <translation>S&amp;uara</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
</context>
<context>
    <name>MoveLogModel</name>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
</context>
<context>
    <name>MoveLogView</name>
    <message>
        <source>Copy commitment</source>
        <translation>Salin komitmen</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Salin baris</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Commitment: %1</source>
        <translation>Komitmen: %1</translation>
    </message>
    <message>
        <source>Secret: %1</source>
        <translation>Rahasia: %1</translation>
    </message>
    <message>
        <source>Hand %1&apos;s deal revealed: secret %2…, tile order %3</source>
        <translation>Pembagian ronde %1 diungkapkan: rahasia %2…, urutan ubin %3</translation>
    </message>
    <message>
        <source>the draw</source>
        <comment>what was taken back</comment>
        <translation>pengambilan ubin</translation>
    </message>
    <message>
        <source>the pass</source>
        <comment>what was taken back</comment>
        <translation>giliran yang dilewatkan</translation>
    </message>
    <message>
        <source>You took back %1.</source>
        <translation>Anda membatalkan %1.</translation>
    </message>
    <message numerus="yes">
        <source>You took back %1 and %n move(s) after it.</source>
        <translation>
            <numerusform>Anda membatalkan %1 dan %n langkah sesudahnya.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1 dealt. Commitment: %2</source>
        <translation>Ronde %1 dibagikan. Komitmen: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 took back %2 and %n move(s) after it.</source>
        <translation>
            <numerusform>%1 membatalkan %2 dan %n langkah sesudahnya.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 took back %2.</source>
        <translation>%1 membatalkan %2.</translation>
    </message>
    <message>
        <source>You drew a tile.</source>
        <translation>Anda mengambil satu ubin.</translation>
    </message>
    <message>
        <source>%1 drew a tile.</source>
        <translation>%1 mengambil satu ubin.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: you pass.</source>
        <translation>Tidak ada yang cocok dan tumpukan sisa tinggal dua ubin terakhir: Anda melewatkan giliran.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: %1 passes.</source>
        <translation>Tidak ada yang cocok dan tumpukan sisa tinggal dua ubin terakhir: %1 melewatkan giliran.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to its last two: passing for you…</source>
        <translation>Tidak ada yang cocok dan tumpukan sisa tinggal dua ubin terakhir: giliran Anda dilewatkan…</translation>
    </message>
    <message>
        <source>You open: the first hand&apos;s opener is chosen by lot.</source>
        <translation>Anda membuka: pembuka ronde pertama dipilih dengan undian.</translation>
    </message>
    <message>
        <source>%1 opens: the first hand&apos;s opener is chosen by lot.</source>
        <translation>%1 membuka: pembuka ronde pertama dipilih dengan undian.</translation>
    </message>
    <message>
        <source>You open: the next seat clockwise after %1, who opened hand %2.</source>
        <translation>Anda membuka: kursi berikutnya searah jarum jam setelah %1, pembuka ronde %2.</translation>
    </message>
    <message>
        <source>%1 opens: the next seat clockwise after %2, who opened hand %3.</source>
        <translation>%1 membuka: kursi berikutnya searah jarum jam setelah %2, pembuka ronde %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and opened with %2.</source>
        <translation>
            <numerusform>%1 mengambil %n ubin dan membuka rangkaian dengan %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 opened with %2.</source>
        <translation>%1 membuka rangkaian dengan %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and played %2 on the %3.</source>
        <translation>
            <numerusform>%1 mengambil %n ubin dan meletakkan %2 di ujung %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 played %2 on the %3.</source>
        <translation>%1 meletakkan %2 di ujung %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and passed: both ends show %2 and nothing fits.</source>
        <translation>
            <numerusform>%1 mengambil %n ubin dan melewatkan giliran: kedua ujung bernilai %2 dan tidak ada yang cocok.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed: both ends show %2 and nothing fits.</source>
        <translation>%1 melewatkan giliran: kedua ujung bernilai %2 dan tidak ada yang cocok.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew %n tile(s) and passed: nothing fits %2 or %3.</source>
        <translation>
            <numerusform>%1 mengambil %n ubin dan melewatkan giliran: tidak ada yang cocok dengan %2 atau %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 passed: nothing fits %2 or %3.</source>
        <translation>%1 melewatkan giliran: tidak ada yang cocok dengan %2 atau %3.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and opened with %1.</source>
        <translation>
            <numerusform>Anda mengambil %n ubin dan membuka rangkaian dengan %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You opened with %1.</source>
        <translation>Anda membuka rangkaian dengan %1.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and played %1 on the %2.</source>
        <translation>
            <numerusform>Anda mengambil %n ubin dan meletakkan %1 di ujung %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You played %1 on the %2.</source>
        <translation>Anda meletakkan %1 di ujung %2.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and passed: both ends show %1 and nothing fits.</source>
        <translation>
            <numerusform>Anda mengambil %n ubin dan melewatkan giliran: kedua ujung bernilai %1 dan tidak ada yang cocok.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed: both ends show %1 and nothing fits.</source>
        <translation>Anda melewatkan giliran: kedua ujung bernilai %1 dan tidak ada yang cocok.</translation>
    </message>
    <message numerus="yes">
        <source>You drew %n tile(s) and passed: nothing fits %1 or %2.</source>
        <translation>
            <numerusform>Anda mengambil %n ubin dan melewatkan giliran: tidak ada yang cocok dengan %1 atau %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You passed: nothing fits %1 or %2.</source>
        <translation>Anda melewatkan giliran: tidak ada yang cocok dengan %1 atau %2.</translation>
    </message>
    <message>
        <source>Domino! You went out and scored %1.</source>
        <translation>Domino! Ubin Anda habis dan Anda mendapat %1 poin.</translation>
    </message>
    <message>
        <source>The hand is blocked: you have the lowest total and score %1.</source>
        <translation>Ronde buntu: jumlah Anda terendah dan Anda mendapat %1 poin.</translation>
    </message>
    <message>
        <source>Domino! %1 went out and scored %2.</source>
        <translation>Domino! %1 menghabiskan ubinnya dan mendapat %2 poin.</translation>
    </message>
    <message>
        <source>The hand is blocked and the lowest total is shared: nobody scores.</source>
        <translation>Ronde buntu dan jumlah terendah seri: tidak ada yang mendapat poin.</translation>
    </message>
    <message>
        <source>The hand is blocked: %1 has the lowest total and scores %2.</source>
        <translation>Ronde buntu: %1 memiliki jumlah terendah dan mendapat %2 poin.</translation>
    </message>
    <message>
        <source>The match is drawn between you and %1.</source>
        <translation>Pertandingan berakhir seri: skor Anda sama dengan %1.</translation>
    </message>
    <message>
        <source>The match is drawn between %1.</source>
        <translation>Pertandingan berakhir seri antara %1.</translation>
    </message>
    <message>
        <source>You win the match by %1 points.</source>
        <translation>Anda memenangkan pertandingan dengan selisih %1 poin.</translation>
    </message>
    <message>
        <source>%1 wins the match by %2 points.</source>
        <translation>%1 memenangkan pertandingan dengan selisih %2 poin.</translation>
    </message>
    <message>
        <source>Blocked: the lowest total is shared, so nobody scores this hand.</source>
        <translation>Buntu: jumlah terendah seri, jadi tidak ada yang mendapat poin pada ronde ini.</translation>
    </message>
    <message>
        <source>Blocked: you have the lowest total and score %1 − %2 = %3.</source>
        <translation>Buntu: jumlah Anda terendah dan Anda mendapat %1 − %2 = %3 poin.</translation>
    </message>
    <message>
        <source>Blocked: %1 has the lowest total and scores %2 − %3 = %4.</source>
        <translation>Buntu: %1 memiliki jumlah terendah dan mendapat %2 − %3 = %4 poin.</translation>
    </message>
    <message>
        <source>The match is drawn: you share the top score with %1.</source>
        <translation>Pertandingan berakhir seri: skor Anda sama dengan %1.</translation>
    </message>
    <message>
        <source>The match is drawn: %1 share the top score.</source>
        <translation>Pertandingan berakhir seri: %1 sama-sama meraih skor tertinggi.</translation>
    </message>
    <message>
        <source>You win the match by %1 points!</source>
        <translation>Anda memenangkan pertandingan dengan selisih %1 poin!</translation>
    </message>
    <message>
        <source>%1 wins the match by %2 points!</source>
        <translation>%1 memenangkan pertandingan dengan selisih %2 poin!</translation>
    </message>
    <message>
        <source>Your turn: open the line with any tile.</source>
        <translation>Giliran Anda: buka rangkaian dengan ubin mana pun.</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to two tiles: you must pass.</source>
        <translation>Tidak ada yang cocok dan tumpukan sisa tinggal dua ubin: Anda harus melewatkan giliran.</translation>
    </message>
    <message>
        <source>Nothing fits: draw from the stock.</source>
        <translation>Tidak ada yang cocok: ambil dari tumpukan sisa.</translation>
    </message>
    <message>
        <source>Your turn: place a tile or draw.</source>
        <translation>Giliran Anda: letakkan ubin atau ambil.</translation>
    </message>
    <message>
        <source>Your turn: place a tile (the stock is down to its last two).</source>
        <translation>Giliran Anda: letakkan ubin (tumpukan sisa tinggal dua ubin terakhir).</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Ronde selesai.</translation>
    </message>
    <message>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Tunggu giliran Anda: sekarang giliran %1.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>%1 does not fit the end showing %2.</source>
        <translation>%1 tidak cocok dengan ujung %2.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Anda tidak memegang %1.</translation>
    </message>
    <message>
        <source>The last two tiles of the stock are never drawn.</source>
        <translation>Dua ubin terakhir tumpukan sisa tidak pernah diambil.</translation>
    </message>
    <message>
        <source>You may not pass while you can draw.</source>
        <translation>Anda tidak boleh melewatkan giliran selama masih bisa mengambil.</translation>
    </message>
    <message>
        <source>You may not pass while a tile fits.</source>
        <translation>Anda tidak boleh melewatkan giliran selama ada ubin yang cocok.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Langkah itu tidak diizinkan sekarang.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Pertandingan baru</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Nama Anda</translation>
    </message>
    <message>
        <source>Number of opponents</source>
        <translation>Jumlah lawan</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>&amp;Nama Anda:</translation>
    </message>
    <message>
        <source>&amp;Opponents:</source>
        <translation>&amp;Jumlah lawan:</translation>
    </message>
    <message>
        <source>Strength of Bot %1</source>
        <translation>Kekuatan Bot %1</translation>
    </message>
    <message>
        <source>Bot %1:</source>
        <translation>Bot %1:</translation>
    </message>
    <message>
        <source>Length of the match</source>
        <translation>Panjang pertandingan</translation>
    </message>
    <message>
        <source>Match &amp;length:</source>
        <translation>&amp;Panjang pertandingan:</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Skor target:</translation>
    </message>
    <message>
        <source>Allow &amp;take-backs</source>
        <translation>I&amp;zinkan pembatalan langkah</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last decision and the moves made since; a match with take-backs is counted apart in the statistics</source>
        <translation>Ctrl+Z membatalkan keputusan terakhir Anda dan langkah-langkah sesudahnya; pertandingan dengan pembatalan langkah dihitung terpisah dalam statistik</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Mulai</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a level&apos;s name and how it plays</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Standard (%1 points)</source>
        <translation>Standar (%1 poin)</translation>
    </message>
    <message>
        <source>Short (%1 points)</source>
        <translation>Pendek (%1 poin)</translation>
    </message>
    <message>
        <source>Long (%1 points)</source>
        <translation>Panjang (%1 poin)</translation>
    </message>
    <message>
        <source>As this match (%1 points)</source>
        <translation>Seperti pertandingan ini (%1 poin)</translation>
    </message>
    <message>
        <source>%1 points wins the match</source>
        <translation>%1 poin untuk memenangkan pertandingan</translation>
    </message>
</context>
<context>
    <name>Notices</name>
    <message>
        <source>The game cannot save.</source>
        <translation>Permainan tidak dapat disimpan.</translation>
    </message>
    <message>
        <source>The saved match comes from a newer version of the game, so it is kept as it is and matches played now are not saved.</source>
        <translation>Pertandingan yang tersimpan berasal dari versi permainan yang lebih baru, jadi dibiarkan apa adanya dan pertandingan yang dimainkan sekarang tidak disimpan.</translation>
    </message>
    <message>
        <source>The saved match could not be restored, so a new match begins.</source>
        <translation>Pertandingan tersimpan tidak dapat dipulihkan, jadi pertandingan baru dimulai.</translation>
    </message>
    <message>
        <source>The game cannot save in %1, so play goes on but will not be kept if the game is closed.</source>
        <translation>Permainan tidak dapat disimpan di %1; permainan tetap berlanjut, tetapi tidak akan tersimpan jika ditutup.</translation>
    </message>
    <message>
        <source>The record of this match could not be written in %1, so it cannot be reviewed later; the match and your statistics are saved.</source>
        <translation>Catatan pertandingan ini tidak dapat ditulis di %1, jadi tidak dapat ditinjau nanti; pertandingan dan statistik Anda tetap tersimpan.</translation>
    </message>
    <message>
        <source>Your statistics come from a newer version of the game, so they are kept as they are and the matches played now are not added to them.</source>
        <translation>Statistik Anda berasal dari versi permainan yang lebih baru, jadi dibiarkan apa adanya dan pertandingan yang dimainkan sekarang tidak ditambahkan ke dalamnya.</translation>
    </message>
    <message>
        <source>Your statistics could not be read, so they start again from zero.</source>
        <translation>Statistik Anda tidak dapat dibaca, jadi dimulai lagi dari nol.</translation>
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
        <translation>Anda memiliki pertandingan yang belum selesai (ronde %1; skor: %2). Lanjutkan? Pertandingan yang Anda tinggalkan tidak dihitung dalam statistik Anda.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Pertandingan belum selesai</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Lanjutkan</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Pertandingan baru…</translation>
    </message>
    <message>
        <source>Draw is already open</source>
        <translation>Draw sudah terbuka</translation>
    </message>
    <message>
        <source>The game is already open in another window. You can play here too, but nothing of this match will be saved and it will not count in the statistics.</source>
        <translation>Permainan sudah terbuka di jendela lain. Anda juga dapat bermain di sini, tetapi pertandingan ini tidak akan disimpan dan tidak dihitung dalam statistik.</translation>
    </message>
    <message>
        <source>The data folder is in use</source>
        <translation>Folder data sedang digunakan</translation>
    </message>
    <message>
        <source>The game&apos;s data folder is marked as in use by a copy of the game on another computer.</source>
        <translation>Folder data permainan ditandai sedang digunakan oleh salinan permainan di komputer lain.</translation>
    </message>
    <message>
        <source>The game&apos;s data folder is marked as in use by a program that is not the game, probably left over from a copy of the game that has ended.</source>
        <translation>Folder data permainan ditandai sedang digunakan oleh program yang bukan permainan ini, mungkin sisa dari salinan permainan yang sudah ditutup.</translation>
    </message>
    <message>
        <source>You can play here without saving, or take the folder over. Take it over only if no other copy of the game is open: two copies saving in the same folder overwrite each other&apos;s match and statistics.</source>
        <translation>Anda dapat bermain di sini tanpa menyimpan, atau mengambil alih folder itu. Ambil alih hanya jika tidak ada salinan permainan lain yang terbuka: dua salinan yang menyimpan di folder yang sama saling menimpa pertandingan dan statistik.</translation>
    </message>
    <message>
        <source>&amp;Play without saving</source>
        <translation>&amp;Bermain tanpa menyimpan</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <source>&amp;Take over</source>
        <translation>Ambil a&amp;lih</translation>
    </message>
</context>
<context>
    <name>PastBar</name>
    <message>
        <source>Find mistakes in past matches</source>
        <translation>Cari kesalahan di pertandingan lalu</translation>
    </message>
    <message>
        <source>Review the matches the game kept, hand by hand, for the practice and the progress graph (what is reviewed once is kept)</source>
        <translation>Tinjau pertandingan yang disimpan permainan, ronde demi ronde, untuk latihan dan grafik kemajuan (yang sudah ditinjau sekali akan disimpan)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>No past match is kept yet.</source>
        <translation>Belum ada pertandingan lalu yang disimpan.</translation>
    </message>
    <message>
        <source>Reviewing your past matches: hand %1 of %2…</source>
        <translation>Meninjau pertandingan lalu Anda: ronde %1 dari %2…</translation>
    </message>
    <message>
        <source>Reading your past matches…</source>
        <translation>Membaca pertandingan lalu Anda…</translation>
    </message>
    <message>
        <source>Every past match is reviewed.</source>
        <translation>Semua pertandingan lalu sudah ditinjau.</translation>
    </message>
    <message>
        <source>Stopped: what was reviewed is kept.</source>
        <translation>Dihentikan: yang sudah ditinjau tetap disimpan.</translation>
    </message>
</context>
<context>
    <name>PegBoard</name>
    <message>
        <source>Peg track</source>
        <translation>Papan skor</translation>
    </message>
    <message>
        <source>Bright peg: the score now; pale peg: before the last hand.</source>
        <extracomment>Under the cribbage board&apos;s tracks: what each player&apos;s two pegs mean.</extracomment>
        <translation>Pasak terang: skor sekarang; pasak pudar: skor sebelum ronde terakhir.</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 dari %3</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <source>Wait: the tutor is looking at your move.</source>
        <translation>Tunggu: pelatih sedang memeriksa langkah Anda.</translation>
    </message>
    <message>
        <source>The tutor is looking at your move…</source>
        <translation>Pelatih sedang memeriksa langkah Anda…</translation>
    </message>
    <message>
        <source>Thinking of a hint…</source>
        <translation>Sedang mencari petunjuk…</translation>
    </message>
    <message>
        <source>No hint is available.</source>
        <translation>Tidak ada petunjuk.</translation>
    </message>
    <message>
        <source>The tutor asks about your move.</source>
        <translation>Pelatih bertanya tentang langkah Anda.</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Practice &amp;mistakes (%1)</source>
        <translation>&amp;Latihan dari kesalahan (%1)</translation>
    </message>
    <message>
        <source>Practice mistakes (%1)</source>
        <translation>Latihan dari kesalahan (%1)</translation>
    </message>
    <message>
        <source>No positions yet: they come from the hands you review, or from Find mistakes in past matches (offered in the practice itself)</source>
        <translation>Belum ada posisi: posisi berasal dari ronde yang Anda tinjau, atau dari Cari kesalahan di pertandingan lalu (ditawarkan juga di dalam latihan)</translation>
    </message>
    <message>
        <source>Play again the positions of your own matches where a move lost points</source>
        <translation>Mainkan lagi posisi dari pertandingan Anda sendiri ketika sebuah langkah membuat Anda kehilangan poin</translation>
    </message>
    <message>
        <source>Your practice positions come from a newer version of the game: they are kept as they are, and what you solve now is not remembered.</source>
        <translation>Posisi latihan Anda berasal dari versi permainan yang lebih baru: posisi itu disimpan apa adanya, dan yang Anda selesaikan sekarang tidak diingat.</translation>
    </message>
    <message>
        <source>Your practice positions could not be saved: what you solve now may be forgotten.</source>
        <translation>Posisi latihan Anda tidak dapat disimpan: yang Anda selesaikan sekarang mungkin terlupakan.</translation>
    </message>
    <message>
        <source>Your practice positions could not be read, so the practice starts again (the unreadable file was kept aside). Your match records are untouched: find the mistakes in your past matches again.</source>
        <translation>Posisi latihan Anda tidak dapat dibaca, jadi latihan dimulai lagi (berkas yang tidak terbaca disimpan terpisah). Catatan pertandingan Anda tidak tersentuh: cari lagi kesalahan di pertandingan lalu Anda.</translation>
    </message>
</context>
<context>
    <name>PracticeDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Berlatih dari kesalahan Anda</translation>
    </message>
    <message>
        <source>Positions from your own matches where a move lost 2 points or more. Find a better move: it is judged by the same analysis as the review, and a position is solved when your move is the best found or within its margin.</source>
        <translation>Posisi dari pertandingan Anda sendiri ketika sebuah langkah membuat Anda kehilangan 2 poin atau lebih. Temukan langkah yang lebih baik: langkah itu dinilai dengan analisis yang sama seperti tinjauan, dan sebuah posisi terpecahkan bila langkah Anda adalah yang terbaik yang ditemukan atau masih dalam margin kesalahannya.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Lewati giliran</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Show the best move</source>
        <translation>Tampilkan langkah terbaik</translation>
    </message>
    <message>
        <source>Next position</source>
        <translation>Posisi berikutnya</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>%1, against %2</source>
        <translation>%1, melawan %2</translation>
    </message>
    <message>
        <source>Hand %1, turn %2: %3</source>
        <translation>Ronde %1, langkah %2: %3</translation>
    </message>
    <message>
        <source>%1 (solved)</source>
        <translation>%1 (terpecahkan)</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>tingkat campuran</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>%1 to solve, %2 solved</source>
        <translation>%1 belum terpecahkan, %2 terpecahkan</translation>
    </message>
    <message>
        <source>Every position is solved. New ones come from the reviews of your next matches.</source>
        <translation>Semua posisi sudah terpecahkan. Posisi baru datang dari tinjauan pertandingan Anda berikutnya.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Tumpukan sisa</translation>
    </message>
    <message>
        <source>In the game: %1, %2 points lost (%3).
Find a better move: click a tile, or draw or pass.</source>
        <translation>Dalam permainan: %1, %2 poin hilang (%3).
Temukan langkah yang lebih baik: klik sebuah ubin, ambil ubin, atau lewati giliran.</translation>
    </message>
    <message>
        <source>Weighing your move…</source>
        <translation>Menilai langkah Anda…</translation>
    </message>
    <message>
        <source>No position to practise yet. They are gathered from your own matches: every hand you review (Review this hand, or Game → Review finished hands…) adds the moves that lost 2 points or more, or find them now in the matches the game kept.</source>
        <translation>Belum ada posisi untuk dilatih. Posisi dikumpulkan dari pertandingan Anda sendiri: setiap ronde yang Anda tinjau (Tinjau ronde ini, atau Permainan → Tinjau ronde yang selesai…) menambahkan langkah yang membuat Anda kehilangan 2 poin atau lebih; atau cari sekarang di pertandingan yang disimpan permainan.</translation>
    </message>
    <message>
        <source>In the game: %1. The analysis has changed since it judged this move: weighing it again…</source>
        <translation>Dalam permainan: %1. Analisis telah berubah sejak menilai langkah ini: menimbangnya lagi…</translation>
    </message>
    <message>
        <source>Solved! %1 is the best move found, worth %2 points.</source>
        <translation>Terpecahkan! %1 adalah langkah terbaik yang ditemukan, bernilai %2 poin.</translation>
    </message>
    <message>
        <source>Solved! %1 loses %2 points: within the margin, as good as the best move found as far as the analysis can tell.</source>
        <translation>Terpecahkan! %1: %2 poin hilang, masih dalam margin kesalahan; sebaik langkah terbaik yang ditemukan, sejauh yang dapat dibedakan analisis.</translation>
    </message>
    <message>
        <source>Not yet: %1 loses %2 points (%3). Try again, or show the best move.</source>
        <translation>Belum: %1, %2 poin hilang (%3). Coba lagi, atau tampilkan langkah terbaik.</translation>
    </message>
    <message>
        <source>The move could not be weighed: %1</source>
        <translation>Langkah tidak dapat dinilai: %1</translation>
    </message>
    <message>
        <source>The best move found: %1, worth %2 points.</source>
        <translation>Langkah terbaik yang ditemukan: %1, bernilai %2 poin.</translation>
    </message>
</context>
<context>
    <name>ProgressGraph</name>
    <message>
        <source>Progress over time</source>
        <translation>Kemajuan dari waktu ke waktu</translation>
    </message>
    <message>
        <source>No match reviewed yet: find the mistakes in your past matches to see your progress here.</source>
        <translation>Belum ada pertandingan yang ditinjau: cari kesalahan di pertandingan lalu Anda untuk melihat kemajuan Anda di sini.</translation>
    </message>
    <message>
        <source>Accuracy, % of decisions best or good</source>
        <translation>Akurasi, % keputusan terbaik atau baik</translation>
    </message>
    <message>
        <source>Mean loss per decision, points</source>
        <translation>Rata-rata poin hilang per keputusan</translation>
    </message>
    <message>
        <source>Matches, oldest first</source>
        <translation>Pertandingan, yang terlama lebih dulu</translation>
    </message>
    <message>
        <source>against %1</source>
        <translation>melawan %1</translation>
    </message>
    <message>
        <source>Bars: the margin, about 95%</source>
        <translation>Batang: margin kesalahan, sekitar 95%</translation>
    </message>
</context>
<context>
    <name>ProgressTab</name>
    <message>
        <source>&amp;Opponent strength:</source>
        <translation>&amp;Kekuatan lawan:</translation>
    </message>
    <message>
        <source>Every level</source>
        <translation>Semua tingkat</translation>
    </message>
    <message>
        <source>mixed levels</source>
        <translation>tingkat campuran</translation>
    </message>
    <message>
        <source>Matches reviewed: %1. The last one, against %2: accuracy %3% ± %4, a mean loss of %5 points per decision.</source>
        <translation>Pertandingan yang ditinjau: %1. Yang terakhir, melawan %2: akurasi %3% ± %4, rata-rata %5 poin hilang per keputusan.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Berkas %1</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Folder berkas</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Pintasan</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Tidak dikenal</translation>
    </message>
</context>
<context>
    <name>QAbstractSpinBox</name>
    <message>
        <source>&amp;Step up</source>
        <translation>&amp;Naikkan</translation>
    </message>
    <message>
        <source>Step &amp;down</source>
        <translation>Tu&amp;runkan</translation>
    </message>
    <message>
        <source>&amp;Select All</source>
        <translation>Pilih Se&amp;mua</translation>
    </message>
</context>
<context>
    <name>QDialogButtonBox</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>QDockWidget</name>
    <message>
        <source>Float</source>
        <translation>Lepas</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cari di:</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cari di:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nama berkas:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Jenis berkas:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Jenis berkas:</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Buka</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Simpan</translation>
    </message>
    <message>
        <source>&amp;Choose</source>
        <translation>&amp;Pilih</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Save As</source>
        <translation>Simpan Sebagai</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Parent Directory</source>
        <translation>Folder Induk</translation>
    </message>
    <message>
        <source>Create New Folder</source>
        <translation>Buat Folder Baru</translation>
    </message>
    <message>
        <source>Create a New Folder</source>
        <translation>Buat folder baru</translation>
    </message>
    <message>
        <source>List View</source>
        <translation>Tampilan Daftar</translation>
    </message>
    <message>
        <source>Detail View</source>
        <translation>Tampilan Rinci</translation>
    </message>
    <message>
        <source>Go back</source>
        <translation>Kembali</translation>
    </message>
    <message>
        <source>Go forward</source>
        <translation>Maju</translation>
    </message>
    <message>
        <source>Go to the parent directory</source>
        <translation>Ke folder induk</translation>
    </message>
    <message>
        <source>Change to list view mode</source>
        <translation>Beralih ke tampilan daftar</translation>
    </message>
    <message>
        <source>Change to detail view mode</source>
        <translation>Beralih ke tampilan rinci</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Berkas</translation>
    </message>
    <message>
        <source>Sidebar</source>
        <translation>Bilah sisi</translation>
    </message>
    <message>
        <source>List of places and bookmarks</source>
        <translation>Daftar tempat dan markah</translation>
    </message>
    <message>
        <source>Directories</source>
        <translation>Folder</translation>
    </message>
    <message>
        <source>Directory:</source>
        <translation>Folder:</translation>
    </message>
    <message>
        <source>Find Directory</source>
        <translation>Cari Folder</translation>
    </message>
    <message>
        <source>Recent Places</source>
        <translation>Tempat Terakhir</translation>
    </message>
    <message>
        <source>&amp;Rename</source>
        <translation>&amp;Ganti nama</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Hapus</translation>
    </message>
    <message>
        <source>Show &amp;hidden files</source>
        <translation>&amp;Tampilkan berkas tersembunyi</translation>
    </message>
    <message>
        <source>&amp;New Folder</source>
        <translation>Folder &amp;baru</translation>
    </message>
    <message>
        <source>New Folder</source>
        <translation>Folder Baru</translation>
    </message>
    <message>
        <source>Show </source>
        <translation>Tampilkan </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>All Files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>%1 already exists.
Do you want to replace it?</source>
        <translation>%1 sudah ada.
Ganti berkas itu?</translation>
    </message>
    <message>
        <source>%1
File not found.
Please verify the correct file name was given.</source>
        <translation>%1
Berkas tidak ditemukan.
Periksa kembali nama berkasnya.</translation>
    </message>
    <message>
        <source>%1
Directory not found.
Please verify the correct directory name was given.</source>
        <translation>%1
Folder tidak ditemukan.
Periksa kembali nama foldernya.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is write protected.
Do you want to delete it anyway?</source>
        <translation>“%1” dilindungi dari penulisan.
Tetap hapus?</translation>
    </message>
    <message>
        <source>Are you sure you want to delete &apos;%1&apos;?</source>
        <translation>Hapus “%1”?</translation>
    </message>
    <message>
        <source>Could not delete directory.</source>
        <translation>Folder tidak dapat dihapus.</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <source>Name</source>
        <translation>Nama</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Ukuran</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Jenis</translation>
    </message>
    <message>
        <source>Date Modified</source>
        <translation>Tanggal diubah</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <source>My Computer</source>
        <translation>Komputer Saya</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <source>&lt;p&gt;Qt is a C++ toolkit for cross-platform application development.&lt;/p&gt;&lt;p&gt;Qt provides single-source portability across all major desktop operating systems. It is also available for embedded Linux and other embedded and mobile operating systems.&lt;/p&gt;&lt;p&gt;Qt is available under multiple licensing options designed to accommodate the needs of our various users.&lt;/p&gt;&lt;p&gt;Qt licensed under our commercial license agreement is appropriate for development of proprietary/commercial software where you do not want to share any source code with third parties or otherwise cannot comply with the terms of GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt licensed under GNU (L)GPL is appropriate for the development of Qt&amp;nbsp;applications provided you can comply with the terms and conditions of the respective licenses.&lt;/p&gt;&lt;p&gt;Please see &lt;a href=&quot;https://%2/&quot;&gt;%2&lt;/a&gt; for an overview of Qt licensing.&lt;/p&gt;&lt;p&gt;Copyright (C) The Qt Company Ltd. and other contributors.&lt;/p&gt;&lt;p&gt;Qt and the Qt logo are trademarks of The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt is The Qt Company Ltd. product developed as an open source project. See &lt;a href=&quot;https://%3/&quot;&gt;%3&lt;/a&gt; for more information.&lt;/p&gt;</source>
        <extracomment>Help → About Qt: Qt&apos;s licence. Keep the markup; %2 and %3 are Qt&apos;s web addresses.</extracomment>
        <translation>&lt;p&gt;Qt adalah perangkat C++ untuk mengembangkan aplikasi lintas platform.&lt;/p&gt;&lt;p&gt;Qt memungkinkan satu kode sumber berjalan di semua sistem operasi desktop utama. Qt juga tersedia untuk Linux tertanam serta sistem operasi tertanam dan seluler lainnya.&lt;/p&gt;&lt;p&gt;Qt tersedia dengan beberapa pilihan lisensi yang dirancang untuk memenuhi kebutuhan para penggunanya yang beragam.&lt;/p&gt;&lt;p&gt;Qt yang dilisensikan dengan perjanjian lisensi komersial kami cocok untuk mengembangkan perangkat lunak berpemilik/komersial bila Anda tidak ingin membagikan kode sumber kepada pihak ketiga atau tidak dapat memenuhi ketentuan GNU (L)GPL.&lt;/p&gt;&lt;p&gt;Qt yang dilisensikan dengan GNU (L)GPL cocok untuk mengembangkan aplikasi&amp;nbsp;Qt selama Anda dapat memenuhi syarat dan ketentuan lisensi yang bersangkutan.&lt;/p&gt;&lt;p&gt;Lihat &lt;a href=&quot;https://%2/&quot;&gt;%2&lt;/a&gt; untuk gambaran umum lisensi Qt.&lt;/p&gt;&lt;p&gt;Hak cipta (C) The Qt Company Ltd. dan kontributor lainnya.&lt;/p&gt;&lt;p&gt;Qt dan logo Qt adalah merek dagang The Qt Company Ltd.&lt;/p&gt;&lt;p&gt;Qt adalah produk The Qt Company Ltd. yang dikembangkan sebagai proyek sumber terbuka. Lihat &lt;a href=&quot;https://%3/&quot;&gt;%3&lt;/a&gt; untuk informasi lebih lanjut.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Qt</source>
        <translation>Tentang Qt</translation>
    </message>
    <message>
        <source>Show Details...</source>
        <translation>Tampilkan Detail...</translation>
    </message>
    <message>
        <source>Hide Details...</source>
        <translation>Sembunyikan Detail...</translation>
    </message>
    <message>
        <source>&lt;h3&gt;About Qt&lt;/h3&gt;&lt;p&gt;This program uses Qt version %1.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tentang Qt&lt;/h3&gt;&lt;p&gt;Program ini menggunakan Qt versi %1.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ya</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Tidak</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Atur ulang</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Pulihkan Bawaan</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>Simpan Semua</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>Hentikan</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>Coba Lagi</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk &amp;Semua</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>&amp;Tidak untuk Semua</translation>
    </message>
</context>
<context>
    <name>QScrollBar</name>
    <message>
        <source>Scroll here</source>
        <translation>Gulir ke sini</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Paling atas</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Paling bawah</translation>
    </message>
    <message>
        <source>Page up</source>
        <translation>Halaman ke atas</translation>
    </message>
    <message>
        <source>Page down</source>
        <translation>Halaman ke bawah</translation>
    </message>
    <message>
        <source>Scroll up</source>
        <translation>Gulir ke atas</translation>
    </message>
    <message>
        <source>Scroll down</source>
        <translation>Gulir ke bawah</translation>
    </message>
    <message>
        <source>Left edge</source>
        <translation>Tepi kiri</translation>
    </message>
    <message>
        <source>Right edge</source>
        <translation>Tepi kanan</translation>
    </message>
    <message>
        <source>Page left</source>
        <translation>Halaman ke kiri</translation>
    </message>
    <message>
        <source>Page right</source>
        <translation>Halaman ke kanan</translation>
    </message>
    <message>
        <source>Scroll left</source>
        <translation>Gulir ke kiri</translation>
    </message>
    <message>
        <source>Scroll right</source>
        <translation>Gulir ke kanan</translation>
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
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <source>Copy &amp;Link Location</source>
        <translation>Salin &amp;Lokasi Tautan</translation>
    </message>
    <message>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>U&amp;langi</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Potong</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Tempel</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
</context>
<context>
    <name>Questions</name>
    <message>
        <source>New match</source>
        <translation>Pertandingan baru</translation>
    </message>
    <message>
        <source>Give up the match in progress and start the new one? A match you give up does not count in your statistics.</source>
        <translation>Tinggalkan pertandingan yang sedang berlangsung dan mulai yang baru? Pertandingan yang Anda tinggalkan tidak dihitung dalam statistik Anda.</translation>
    </message>
    <message>
        <source>&amp;Give up and start</source>
        <translation>Tinggalkan dan &amp;mulai</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Terus bermain</translation>
    </message>
    <message>
        <source>The tutor</source>
        <translation>Pelatih</translation>
    </message>
    <message>
        <source>&amp;Choose again</source>
        <translation>&amp;Pilih lagi</translation>
    </message>
    <message>
        <source>Play it &amp;anyway</source>
        <translation>&amp;Tetap mainkan</translation>
    </message>
</context>
<context>
    <name>Reasons</name>
    <message>
        <source>%1 passed on the %2s; your move covers that %2 and lets %1 play again: %1 can place a tile at the next turn in %3 of futures (%4 after %5)</source>
        <translation>%1 melewatkan giliran saat ujung bernilai %2; langkah Anda menutup ujung %2 itu dan membuat %1 bisa bermain lagi: %1 dapat meletakkan ubin pada giliran berikutnya dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>what usually happens next: %1 places a tile on the %2 your move opens (%3 of futures); after %5, %1 can place a tile at once in %4</source>
        <translation>yang biasanya terjadi berikutnya: %1 meletakkan ubin di ujung %2 yang dibuka langkah Anda (%3 kemungkinan lanjutan); setelah %5, %1 dapat langsung meletakkan ubin hanya dalam %4</translation>
    </message>
    <message>
        <source>after %5, %1 must draw or pass at the next turn in %4 of futures (%3 after your move)</source>
        <translation>setelah %5, %1 harus mengambil atau melewatkan giliran pada giliran berikutnya dalam %4 kemungkinan lanjutan (%3 setelah langkah Anda)</translation>
    </message>
    <message>
        <source>your move leaves an end showing %2 with no %2s left out: nobody can play there again, and the hand blocks in %3 of futures (%4 after %5)</source>
        <translation>langkah Anda menyisakan ujung yang memuat angka %2 padahal tidak ada lagi ubin %2 di luar: tidak ada yang bisa bermain di sana lagi, dan ronde buntu dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>none of your tiles fits the ends your move leaves: you must draw or pass at your next turn in %3 of futures (%4 after %5)</source>
        <translation>tidak ada ubin Anda yang cocok dengan ujung yang disisakan langkah Anda: Anda harus mengambil atau melewatkan giliran pada giliran berikutnya dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>after your move %6 can no longer be placed: no end shows a %7 and every other %7 is on the line, so you count its %8 pips at the end (after %5 it is still in your hand in %4 of futures)</source>
        <translation>setelah langkah Anda, %6 tidak dapat diletakkan lagi: tidak ada ujung yang memuat angka %7 dan semua ubin %7 lainnya sudah di rangkaian, jadi %8 titiknya terhitung di akhir (setelah %5 balak itu masih di tangan Anda dalam %4 kemungkinan lanjutan)</translation>
    </message>
    <message>
        <source>your move leaves no end showing a %7 while you keep the double %6: it is still in your hand when the hand ends in %3 of futures (%4 after %5)</source>
        <translation>langkah Anda tidak menyisakan ujung yang memuat angka %7 sementara Anda menyimpan balak %6: balak itu masih di tangan Anda saat ronde berakhir dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>you hold %8 tiles with a %2, but your move leaves no end showing a %2: you must draw or pass at your next turn in %3 of futures (%4 after %5)</source>
        <translation>Anda memegang %8 ubin dengan angka %2, tetapi langkah Anda tidak menyisakan ujung yang memuat angka %2: Anda harus mengambil atau melewatkan giliran pada giliran berikutnya dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips</source>
        <translation>ronde buntu dalam %3 kemungkinan lanjutan (%4 setelah %5); saat itu Anda memegang %9 titik</translation>
    </message>
    <message>
        <source>you keep %6 (%8 pips) and the hand blocks in %3 of futures (%4 after %5); then you hold %9 pips</source>
        <translation>Anda menyimpan %6 (%8 titik) dan ronde buntu dalam %3 kemungkinan lanjutan (%4 setelah %5); saat itu Anda memegang %9 titik</translation>
    </message>
    <message>
        <source>the first to go out is %1 in %3 of futures (%4 after %5)</source>
        <translation>yang pertama menghabiskan ubin adalah %1 dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>you are the first to go out in only %3 of futures (%4 after %5)</source>
        <translation>Anda yang pertama menghabiskan ubin hanya dalam %3 kemungkinan lanjutan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>you end the hand holding %3 pips on average (%4 after %5)</source>
        <translation>Anda mengakhiri ronde dengan rata-rata %3 titik di tangan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>you draw although %6 fits</source>
        <translation>Anda mengambil ubin padahal %6 cocok</translation>
    </message>
    <message>
        <source>you draw although %6 fits: you end the hand holding %3 pips on average (%4 after %5)</source>
        <translation>Anda mengambil ubin padahal %6 cocok: Anda mengakhiri ronde dengan rata-rata %3 titik di tangan (%4 setelah %5)</translation>
    </message>
    <message>
        <source>%1% ± %2%</source>
        <comment>a share of the futures and its margin, in percent</comment>
        <translation>%1% ± %2%</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <comment>pips held on average and their margin</comment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>an opponent</source>
        <translation>seorang lawan</translation>
    </message>
    <message>
        <source>opening with %1</source>
        <translation>membuka dengan %1</translation>
    </message>
    <message>
        <source>drawing</source>
        <translation>mengambil ubin</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>giliran dilewatkan</translation>
    </message>
</context>
<context>
    <name>RecordsUi</name>
    <message>
        <source>Open a match record</source>
        <translation>Buka catatan pertandingan</translation>
    </message>
    <message>
        <source>Match records (*.txt)</source>
        <translation>Catatan pertandingan (*.txt)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Semua berkas (*)</translation>
    </message>
    <message>
        <source>There is no file named %1.</source>
        <translation>Tidak ada berkas bernama %1.</translation>
    </message>
    <message>
        <source>%1 is not a regular file, so it cannot be a match record.</source>
        <translation>%1 bukan berkas biasa, jadi tidak mungkin merupakan catatan pertandingan.</translation>
    </message>
    <message>
        <source>%1 is too large to be a match record.</source>
        <translation>%1 terlalu besar untuk sebuah catatan pertandingan.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 tidak dapat dibaca.</translation>
    </message>
    <message>
        <source>%1 was written by a newer version of the game, so this version cannot open it.</source>
        <translation>%1 ditulis oleh versi permainan yang lebih baru, jadi versi ini tidak dapat membukanya.</translation>
    </message>
    <message>
        <source>%1 is not a match record the game can read.</source>
        <translation>%1 bukan catatan pertandingan yang dapat dibaca permainan.</translation>
    </message>
    <message>
        <source>%1 is not a match record the game can read: line %2 is wrong.</source>
        <translation>%1 bukan catatan pertandingan yang dapat dibaca permainan: baris %2 salah.</translation>
    </message>
    <message>
        <source>Open record</source>
        <translation>Buka catatan</translation>
    </message>
    <message>
        <source>Save the match record</source>
        <translation>Simpan catatan pertandingan</translation>
    </message>
    <message>
        <source>match-%1.txt</source>
        <comment>the suggested file name</comment>
        <translation>pertandingan-%1.txt</translation>
    </message>
    <message>
        <source>Save record</source>
        <translation>Simpan catatan</translation>
    </message>
    <message>
        <source>The record could not be saved as %1.</source>
        <translation>Catatan tidak dapat disimpan sebagai %1.</translation>
    </message>
    <message>
        <source>Record saved as %1.</source>
        <translation>Catatan pertandingan disimpan sebagai %1.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>open with %1</source>
        <translation>membuka dengan %1</translation>
    </message>
    <message>
        <source>%1 on the %2</source>
        <translation>%1 di ujung %2</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>A move in the review&apos;s narrow Played column and its graph: keep it short.</extracomment>
        <translation>ambil ubin</translation>
    </message>
    <message>
        <source>pass</source>
        <extracomment>A move in the review&apos;s narrow Played column and its graph: keep it short.</extracomment>
        <translation>lewat</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Terbaik</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Baik</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Kurang tepat</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Kesalahan</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Kesalahan fatal</translation>
    </message>
    <message>
        <source>it was the only legal move</source>
        <translation>itu satu-satunya langkah yang sah</translation>
    </message>
    <message>
        <source>it was the strongest move found</source>
        <translation>itu langkah terkuat yang ditemukan</translation>
    </message>
    <message>
        <source>drawing was not needed: placing a tile gave better chances</source>
        <translation>tidak perlu mengambil: meletakkan ubin memberi peluang lebih baik</translation>
    </message>
    <message>
        <source>drawing gave a better hand than placing this tile</source>
        <translation>mengambil ubin menghasilkan susunan ubin yang lebih baik daripada meletakkan ubin ini</translation>
    </message>
    <message>
        <source>another tile gave better chances</source>
        <translation>ubin lain memberi peluang lebih baik</translation>
    </message>
    <message>
        <source>the same tile on the other end gave better chances</source>
        <translation>ubin yang sama di ujung lain memberi peluang lebih baik</translation>
    </message>
    <message>
        <source>drawing measured about as good as placing the best tile, not better by enough to advise a draw</source>
        <translation>menurut pengukuran, mengambil ubin kira-kira sama baiknya dengan meletakkan ubin terbaik, tetapi tidak cukup lebih baik untuk menyarankan mengambil</translation>
    </message>
    <message>
        <source>Labels by the points a decision lost on average: good below %1, inaccuracy below %2, mistake below %3, blunder from %3 on.</source>
        <translation>Penilaian menurut rata-rata poin yang hilang per keputusan: baik di bawah %1, kurang tepat di bawah %2, kesalahan di bawah %3, kesalahan fatal %3 ke atas.</translation>
    </message>
    <message>
        <source>Every tile is shown face up here, but each decision is judged only from what that player could see at that moment: their own tiles, the line and the moves made.</source>
        <translation>Di sini semua ubin terbuka, tetapi setiap keputusan dinilai hanya dari apa yang dapat dilihat pemain itu saat itu: ubinnya sendiri, rangkaian, dan langkah yang sudah dimainkan.</translation>
    </message>
    <message>
        <source>turn %1</source>
        <translation>langkah %1</translation>
    </message>
    <message>
        <source>turns %1–%2</source>
        <translation>langkah %1–%2</translation>
    </message>
    <message>
        <source>turns %1</source>
        <translation>langkah %1</translation>
    </message>
    <message>
        <source>%1 by %n needless draw(s) (%2)</source>
        <translation>%1 poin karena %n kali mengambil tanpa perlu (%2)</translation>
    </message>
    <message>
        <source>%1 by placing a tile when drawing was better (%2)</source>
        <translation>%1 poin karena meletakkan ubin padahal mengambil lebih baik (%2)</translation>
    </message>
    <message>
        <source>%1 by placing a tile on the less good end (%2)</source>
        <translation>%1 poin karena meletakkan ubin di ujung yang kurang baik (%2)</translation>
    </message>
    <message>
        <source>%1 by placing another tile than the best one (%2)</source>
        <translation>%1 poin karena meletakkan ubin selain yang terbaik (%2)</translation>
    </message>
    <message>
        <source>You made no decision in this hand.</source>
        <translation>Anda tidak mengambil keputusan apa pun di ronde ini.</translation>
    </message>
    <message>
        <source>%1 made no decision in this hand.</source>
        <translation>%1 tidak mengambil keputusan apa pun di ronde ini.</translation>
    </message>
    <message>
        <source>You lost nothing worth counting in this hand: well played.</source>
        <translation>Anda tidak kehilangan poin yang berarti di ronde ini: permainan bagus.</translation>
    </message>
    <message>
        <source>%1 lost nothing worth counting in this hand.</source>
        <translation>%1 tidak kehilangan poin yang berarti di ronde ini.</translation>
    </message>
    <message>
        <source>You lost about %n point(s) in this hand: %1.</source>
        <translation>Anda kehilangan sekitar %n poin di ronde ini: %1.</translation>
    </message>
    <message>
        <source>%1 lost about %n point(s) in this hand: %2.</source>
        <translation>%1 kehilangan sekitar %n poin di ronde ini: %2.</translation>
    </message>
    <message>
        <source>You lost about %n point(s) (± %2) in this hand: %1.</source>
        <translation>Anda kehilangan sekitar %n poin (± %2) di ronde ini: %1.</translation>
    </message>
    <message>
        <source>%1 lost about %n point(s) (± %3) in this hand: %2.</source>
        <translation>%1 kehilangan sekitar %n poin (± %3) di ronde ini: %2.</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <comment>a value and its margin</comment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1 (tie)</source>
        <comment>a move that scored the same as the best move in every deal: it lost 0.0 ± 0.0 points, yet another move is named best</comment>
        <translation>%1 (seri)</translation>
    </message>
    <message>
        <source>it scored the same as the best move found in every deal: a tie (only one move is named best)</source>
        <translation>nilainya sama dengan langkah terbaik yang ditemukan di setiap pembagian: seri (hanya satu langkah yang disebut terbaik)</translation>
    </message>
    <message>
        <source>%1 scored the same as the best move found in every deal: a tie (only one move is named best).</source>
        <translation>%1 mendapat nilai yang sama dengan langkah terbaik yang ditemukan di setiap pembagian: seri (hanya satu langkah yang disebut terbaik).</translation>
    </message>
    <message>
        <source>Only move</source>
        <extracomment>The label of a decision that had no choice, in a narrow column: keep it short.</extracomment>
        <translation>Tanpa pilihan</translation>
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
        <translation>Tinjauan</translation>
    </message>
    <message>
        <source>Hand:</source>
        <translation>Ronde:</translation>
    </message>
    <message>
        <source>Player:</source>
        <translation>Pemain:</translation>
    </message>
    <message>
        <source>On the table, the tile played is ringed in gold, the best one found in blue.</source>
        <translation>Di meja, ubin yang dimainkan dilingkari emas, ubin terbaik yang ditemukan dilingkari biru.</translation>
    </message>
    <message>
        <source>The deal (Home)</source>
        <translation>Pembagian (Home)</translation>
    </message>
    <message>
        <source>One turn back (Left)</source>
        <translation>Mundur satu langkah (Kiri)</translation>
    </message>
    <message>
        <source>One turn on (Right)</source>
        <translation>Maju satu langkah (Kanan)</translation>
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation>Akhir ronde (End)</translation>
    </message>
    <message>
        <source>The previous inaccuracy or worse (Shift+N)</source>
        <translation>Langkah kurang tepat atau lebih buruk sebelumnya (Shift+N)</translation>
    </message>
    <message>
        <source>The next inaccuracy or worse (N)</source>
        <translation>Langkah kurang tepat atau lebih buruk berikutnya (N)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analisis</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Anda</translation>
    </message>
    <message>
        <source>The deal: %1 to play first</source>
        <translation>Pembagian: %1 bermain lebih dulu</translation>
    </message>
    <message>
        <source>Turn %1 of %2: %3 to play</source>
        <translation>Langkah %1 dari %2: giliran %3</translation>
    </message>
    <message>
        <source>Best: draw</source>
        <translation>Terbaik: ambil</translation>
    </message>
    <message>
        <source>Best: pass</source>
        <translation>Terbaik: lewat</translation>
    </message>
    <message>
        <source>The record stops before the end of this hand.</source>
        <translation>Catatan berhenti sebelum ronde ini selesai.</translation>
    </message>
    <message numerus="yes">
        <source>The end of the hand, after %n turn(s)</source>
        <translation>
            <numerusform>Ronde berakhir setelah %n langkah</numerusform>
        </translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>Langkah ini</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Keputusan</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Performa</translation>
    </message>
    <message>
        <source>Your expected net points, ± margin</source>
        <translation>Poin bersih yang Anda harapkan, ± margin kesalahan</translation>
    </message>
    <message>
        <source>Expected net points of %1, ± margin</source>
        <translation>Poin bersih yang diharapkan untuk %1, ± margin kesalahan</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Tumpukan sisa</translation>
    </message>
    <message>
        <source>Review hand %1</source>
        <translation>Tinjau ronde %1</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Langkah %1: %2</translation>
    </message>
    <message>
        <source>Not a decision of the player reviewed.</source>
        <translation>Bukan keputusan pemain yang ditinjau.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Belum dianalisis.</translation>
    </message>
    <message>
        <source>No more mistakes in this hand.</source>
        <translation>Tidak ada kesalahan lagi di ronde ini.</translation>
    </message>
    <message>
        <source>No earlier mistakes in this hand.</source>
        <translation>Tidak ada kesalahan sebelumnya di ronde ini.</translation>
    </message>
    <message>
        <source>Analysing the hand…</source>
        <translation>Menganalisis ronde…</translation>
    </message>
    <message>
        <source>Analysing the whole match…</source>
        <translation>Menganalisis seluruh pertandingan…</translation>
    </message>
    <message>
        <source>The hand could not be analysed.</source>
        <translation>Ronde ini tidak dapat dianalisis.</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Analisis dibatalkan.</translation>
    </message>
    <message>
        <source>Analysis done.</source>
        <translation>Analisis selesai.</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <source>[1|4] opens the line. Its two ends accept 1 and 4.</source>
        <translation>[1|4] membuka rangkaian. Kedua ujungnya menerima 1 dan 4.</translation>
    </message>
    <message>
        <source>Match [1|1] to the 1 end. The double lies crosswise; the open values are 1 and 4.</source>
        <translation>Cocokkan [1|1] ke ujung 1. Balak terletak menyilang; nilai terbuka adalah 1 dan 4.</translation>
    </message>
    <message>
        <source>Match [6|6] to the 6 end of [3|6]. Continue from 3 or 6, without opening a branch.</source>
        <translation>Cocokkan [6|6] ke ujung 6 dari [3|6]. Lanjutkan pada 3 atau 6, tanpa membuka cabang.</translation>
    </message>
    <message>
        <source>A blank half matches only a blank half. Both ends of [0|0] need a 0.</source>
        <translation>Separuh kosong hanya cocok dengan separuh kosong. Kedua ujung [0|0] memerlukan 0.</translation>
    </message>
    <message>
        <source>The double [4|4] is placed on the 4. It stays in the line; the other open end is 1.</source>
        <translation>Balak [4|4] diletakkan pada 4. Balak tetap dalam rangkaian; ujung terbuka lainnya adalah 1.</translation>
    </message>
    <message>
        <source>[3|4] continues from [4|4]. The line&apos;s two open values are 1 and 3.</source>
        <translation>[3|4] melanjutkan dari [4|4]. Dua nilai terbuka rangkaian adalah 1 dan 3.</translation>
    </message>
    <message>
        <source>The opening [2|2] lies crosswise. Continue on either 2 end; there is no branch.</source>
        <translation>Pembuka [2|2] terletak menyilang. Lanjutkan pada salah satu ujung 2; tidak ada cabang.</translation>
    </message>
    <message>
        <source>Draw is a game for two to four players, each playing alone, offered as an extra choice outside the Fives family. Placing tiles scores nothing. You may draw even when you hold a playable tile, but the last two tiles of the stock stay untouched. Score the pips of the tiles left by going out or by winning a blocked hand.</source>
        <extracomment>The rule texts&apos; first sentence. Every text of the Rules page is a sentence of the rule texts (drawgame/rules): give the rule text&apos;s own words in your language.</extracomment>
        <translation>Draw adalah permainan individu untuk dua sampai empat pemain, sebagai permainan tambahan di luar keluarga Fives. Peletakan tidak memberi poin. Anda boleh mengambil meski memiliki ubin yang dapat dimainkan, tetapi dua ubin terakhir tumpukan sisa tidak disentuh. Habiskan ubin atau menangkan ronde buntu untuk memperoleh poin sisa ubin.</translation>
    </message>
    <message>
        <source>Set up and start</source>
        <translation>Siapkan dan mulai</translation>
    </message>
    <message>
        <source>Use a complete double-six set of 28 tiles, from [0|0] to [6|6], and a cribbage board or another score record. Everyone has a separate score. Shuffle the tiles face down; deal seven tiles each to two or three players, six to four players. Keep your hand secret. The remaining tiles form the stock; do not draw its last two tiles.</source>
        <translation>Gunakan set ganda-enam lengkap berisi 28 ubin, dari [0|0] sampai [6|6], dan papan cribbage atau catatan skor lain. Setiap pemain memiliki skor terpisah. Kocok tertutup; bagikan tujuh ubin per orang dengan dua atau tiga pemain, enam dengan empat pemain. Sembunyikan ubin Anda. Sisanya membentuk tumpukan sisa; jangan ambil dua ubin terakhirnya.</translation>
    </message>
    <message>
        <source>Choose the first opener by a fair lottery; if needed, repeat it among tied candidates. Tiles in hand give no priority to start. The opener starts with any tile; play goes clockwise.</source>
        <translation>Tentukan pembuka pertama melalui undian adil, ulangi di antara kandidat seri jika diperlukan. Ubin yang dimiliki tidak memberi prioritas pembukaan. Pembuka menggunakan ubin mana pun; permainan berjalan searah jarum jam.</translation>
    </message>
    <message>
        <source>Place, draw or pass</source>
        <translation>Letakkan, ambil, atau lewati giliran</translation>
    </message>
    <message>
        <source>Place a tile on one of the two ends by matching one of its halves to the end&apos;s value. A blank half matches only a blank half. Placing ends your turn.</source>
        <translation>Letakkan satu ubin di salah satu ujung dengan mencocokkan satu separuh ke nilai ujung itu. Separuh kosong hanya cocok dengan separuh kosong. Peletakan mengakhiri giliran.</translation>
    </message>
    <message>
        <source>While the stock holds more than two tiles, you may draw one tile at a time, even if you have a playable tile. Drawing keeps your turn going. You may keep drawing after finding a playable tile, then place any playable tile from your hand, not necessarily the new one. If you have no playable tile, you must draw as long as drawing is possible.</source>
        <translation>Selama ada lebih dari dua ubin di tumpukan sisa, Anda boleh mengambil satu per satu—meski memiliki ubin yang dapat dimainkan. Mengambil mempertahankan giliran. Anda boleh terus mengambil setelah menemukan ubin yang dapat dimainkan, lalu meletakkan ubin mana pun yang dapat dimainkan dari kumpulan Anda, tidak harus ubin baru. Jika tidak memiliki ubin yang dapat dimainkan, Anda wajib mengambil selama pengambilan tersedia.</translation>
    </message>
    <message>
        <source>When two tiles are left, no more may be drawn. Place if you can; otherwise pass. You may not pass just because you do not want to place or draw. An allowed pass ends your turn.</source>
        <translation>Saat tersisa dua ubin, tidak boleh mengambil lagi. Letakkan jika bisa; jika tidak, lewati giliran. Anda tidak boleh melewatkan giliran hanya karena tidak ingin meletakkan atau mengambil. Giliran terlewat yang diizinkan mengakhiri giliran Anda.</translation>
    </message>
    <message>
        <source>A line without placement points</source>
        <translation>Rangkaian tanpa poin peletakan</translation>
    </message>
    <message>
        <source>There are only two ends. Doubles, the opening one included, are placed crosswise; none opens a branch. Continue a double by matching its value. Playing tiles, the opening and your last tile included, scores no placement points. Points are counted when the hand ends.</source>
        <translation>Hanya ada dua ujung. Balak diletakkan menyilang, termasuk balak pembuka; tidak ada yang membuka cabang. Lanjutkan balak dengan mencocokkan nilainya. Memainkan ubin, termasuk pembuka dan ubin terakhir, tidak memberi poin peletakan. Skor dihitung ketika ronde berakhir.</translation>
    </message>
    <message>
        <source>Joining equal values</source>
        <translation>Menyambung nilai yang sama</translation>
    </message>
    <message>
        <source>Join equal values at one of the line&apos;s two ends. Playing tiles scores nothing; points are counted when the hand ends.</source>
        <translation>Sambungkan nilai yang sama pada salah satu dari dua ujung rangkaian. Memainkan ubin tidak memberi poin; skor dihitung ketika ronde berakhir.</translation>
    </message>
    <message>
        <source>Markers show the legal connection points.</source>
        <translation>Penanda menunjukkan titik sambung yang sah.</translation>
    </message>
    <message>
        <source>Doubles stay in the line</source>
        <translation>Balak tetap dalam rangkaian</translation>
    </message>
    <message>
        <source>Doubles lie crosswise in the same two-ended line. Continue by matching their value; no double opens a side branch.</source>
        <translation>Balak terletak menyilang pada rangkaian dua ujung yang sama. Lanjutkan dengan mencocokkan nilainya; tidak ada balak yang membuka cabang samping.</translation>
    </message>
    <message>
        <source>Finish and score</source>
        <translation>Akhiri dan hitung skor</translation>
    </message>
    <message>
        <source>The hand ends when a player plays their last tile, or when the stock is down to two tiles and everyone has passed, unable to play. Show the remaining hands; count both halves of every tile: [6|6] is 12, [0|0] is zero. The protected stock is not an opponent&apos;s hand.</source>
        <translation>Ronde berakhir ketika seseorang meletakkan ubin terakhir, atau tumpukan sisa tinggal dua ubin dan semua tidak dapat bermain lalu melewatkan giliran. Ungkap ubin tersisa; hitung kedua separuh setiap ubin, sehingga [6|6] bernilai 12 dan [0|0] nol. Tumpukan sisa terlindungi bukan kumpulan ubin lawan.</translation>
    </message>
    <message>
        <source>The player who goes out takes all the pips left in the opponents&apos; hands. An opponent holding [0|0] is not equal to an empty hand: if the opponents hold zero and eight, the player who went out scores 8.</source>
        <translation>Pemain yang menghabiskan ubin menerima seluruh titik tersisa lawan. Lawan yang masih memegang [0|0] tidak seri dengan pemain tanpa ubin: jika lawan memiliki nol dan delapan, pemain yang kehabisan ubin mendapat 8.</translation>
    </message>
    <message>
        <source>Hand totals are compared only in a blocked hand. The single player with the lowest hand scores all the opponents&apos; pips minus their own total, once: for 3, 8 and 10 the lowest player scores 8 + 10 − 3 = 15. If the lowest hands are equal, nobody scores: for 3, 3 and 10 there is no gain. There is no extra score special to three players.</source>
        <translation>Hanya ronde buntu yang membandingkan jumlah titik pemain. Pemilik jumlah terendah tunggal menerima seluruh titik lawan dikurangi jumlahnya sendiri sekali: dengan 3, 8, dan 10, pemain terendah mendapat 8 + 10 − 3 = 15. Ubin terendah yang seri tidak memberi poin: 3, 3, dan 10 tidak memberi perolehan. Tidak ada perolehan tambahan khusus tiga pemain.</translation>
    </message>
    <message>
        <source>Record the gain exactly, without rounding or dividing by five. Raw and shown points are the same; the opponents&apos; existing scores do not go down.</source>
        <translation>Catat perolehan tepat, tanpa pembulatan atau pembagian dengan lima. Poin mentah dan poin tampilan sama; skor lawan yang sudah ada tidak dikurangi.</translation>
    </message>
    <message>
        <source>Next hand and the match result</source>
        <translation>Ronde berikutnya dan hasil pertandingan</translation>
    </message>
    <message>
        <source>The next opener is not the winner: move one seat clockwise from the previous opener. Shuffle and deal again. Once the hand is fully scored, reaching or passing 100 points with two players, or 61 with three or four, wins the match; the excess is kept. If the highest scores at the target are tied, the match ends drawn, with no tournament margin. These individual Draw rules are recorded by Pagat.</source>
        <translation>Pindahkan pembuka berikutnya satu kursi searah jarum jam dari pembuka sebelumnya, bukan dari pemenang. Kocok dan bagikan ulang. Setelah perhitungan akhir ronde selesai, mencapai atau melampaui 100 poin dengan dua pemain, atau 61 dengan tiga atau empat, memenangkan pertandingan; pertahankan kelebihan poin. Seri skor tertinggi yang memenuhi target mengakhiri pertandingan sebagai seri, tanpa selisih turnamen. Aturan Draw individu ini dicatat oleh Pagat.</translation>
    </message>
    <message>
        <source>Played %1</source>
        <translation>Diletakkan %1</translation>
    </message>
    <message>
        <source>The rules of Draw</source>
        <translation>Aturan Draw</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>Rules of Draw</source>
        <translation>Aturan Draw</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Aturan</translation>
    </message>
    <message>
        <source>Rule &amp;text</source>
        <translation>&amp;Teks aturan</translation>
    </message>
    <message>
        <source>&amp;Controls</source>
        <translation>&amp;Kontrol</translation>
    </message>
    <message>
        <source>Rule text</source>
        <translation>Teks aturan</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Kontrol</translation>
    </message>
    <message>
        <source>R&amp;ule text:</source>
        <translation>Teks at&amp;uran:</translation>
    </message>
    <message>
        <source>The rules of Draw come from two rule texts, one in Turkish and one in Indonesian, which say the same; this game follows them. Here each is word for word; the Rules page gives them in the language of the game.</source>
        <translation>Aturan Draw berasal dari dua teks aturan, satu berbahasa Turki dan satu berbahasa Indonesia, yang isinya sama; permainan ini mengikutinya. Di sini masing-masing tertulis kata demi kata; halaman Aturan menyampaikannya dalam bahasa permainan.</translation>
    </message>
</context>
<context>
    <name>ScorePanel</name>
    <message>
        <source>This hand</source>
        <translation>Ronde ini</translation>
    </message>
    <message>
        <source>Whole match</source>
        <translation>Seluruh pertandingan</translation>
    </message>
    <message>
        <source>Decisions with a choice</source>
        <translation>Keputusan dengan pilihan</translation>
    </message>
    <message>
        <source>Mean loss per decision</source>
        <translation>Rata-rata poin hilang per keputusan</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Akurasi</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>Keberuntungan</translation>
    </message>
    <message>
        <source>Points made</source>
        <translation>Poin bersih yang didapat</translation>
    </message>
    <message>
        <source>The share of decisions with a real choice labelled best or good</source>
        <translation>Bagian keputusan dengan pilihan nyata yang dinilai terbaik atau baik</translation>
    </message>
    <message>
        <source>Review the whole match</source>
        <translation>Tinjau seluruh pertandingan</translation>
    </message>
    <message>
        <source>Accuracy: the share of decisions with a real choice labelled best or good. Luck: how much the tiles dealt and drawn moved the expected net points. Points made: the net points the hand gave (the player&apos;s gain minus the opponents&apos; average).</source>
        <translation>Akurasi: bagian keputusan dengan pilihan nyata yang dinilai terbaik atau baik. Keberuntungan: seberapa besar ubin yang dibagikan dan diambil mengubah poin bersih yang diharapkan. Poin bersih yang didapat: poin bersih dari ronde itu (perolehan pemain dikurangi rata-rata lawan).</translation>
    </message>
    <message>
        <source>Your scores</source>
        <translation>Performa Anda</translation>
    </message>
    <message>
        <source>Scores of %1</source>
        <translation>Performa %1</translation>
    </message>
    <message>
        <source>%1 of %2 hands reviewed for this player.</source>
        <translation>%1 dari %2 ronde sudah ditinjau untuk pemain ini.</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 dari %2</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>too close to call</source>
        <translation>tidak dapat dipastikan</translation>
    </message>
</context>
<context>
    <name>ScoreSheetModel</name>
    <message>
        <source>Total/%1</source>
        <extracomment>The total row&apos;s short label: the points so far, out of the target (%1).</extracomment>
        <translation>Skor/%1</translation>
    </message>
    <message>
        <source>Total (to %1)</source>
        <translation>Skor (target %1)</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
</context>
<context>
    <name>SoundEngine</name>
    <message>
        <source>No sound: no audio device could be opened. The game plays on silently.</source>
        <translation>Tanpa suara: tidak ada perangkat audio yang dapat dibuka. Permainan berlanjut tanpa suara.</translation>
    </message>
    <message>
        <source>No sound: the audio device stopped working. The game plays on silently.</source>
        <translation>Tanpa suara: perangkat audio berhenti bekerja. Permainan berlanjut tanpa suara.</translation>
    </message>
</context>
<context>
    <name>SoundState</name>
    <message>
        <source>No sound</source>
        <translation>Tanpa suara</translation>
    </message>
    <message>
        <source>Settings → Sound → Play sounds tries again.</source>
        <translation>Pengaturan → Suara → Putar suara mencoba lagi.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Finished matches, by number of players and opponents.</source>
        <translation>Pertandingan yang sudah selesai, menurut jumlah pemain dan lawan.</translation>
    </message>
    <message>
        <source>Matches with take-backs or with the tutor on are counted apart, after the total, not in it.</source>
        <translation>Pertandingan dengan pembatalan langkah atau dengan pelatih aktif dihitung terpisah, sesudah total, tidak di dalamnya.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Pemain</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Kalah</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Seri</translation>
    </message>
    <message>
        <source>Hands won
by domino</source>
        <translation>Menang ronde
(domino)</translation>
    </message>
    <message>
        <source>Hands won
by block</source>
        <translation>Menang ronde
(buntu)</translation>
    </message>
    <message>
        <source>Best margin</source>
        <translation>Selisih terbesar</translation>
    </message>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Atur ulang…</translation>
    </message>
    <message>
        <source>Reset the statistics</source>
        <translation>Atur ulang statistik</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Kemajuan</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Semua</translation>
    </message>
    <message>
        <source>Mixed</source>
        <translation>Campuran</translation>
    </message>
    <message>
        <source>%1, to %2 points</source>
        <translation>%1, sampai %2 poin</translation>
    </message>
    <message>
        <source>%1, with take-backs and the tutor</source>
        <translation>%1, dengan pembatalan langkah dan pelatih</translation>
    </message>
    <message>
        <source>%1, with take-backs</source>
        <translation>%1, dengan pembatalan langkah</translation>
    </message>
    <message>
        <source>%1, with the tutor</source>
        <translation>%1, dengan pelatih</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <comment>matches won (share of those played)</comment>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Atur ulang statistik</translation>
    </message>
    <message>
        <source>Forget every finished match in the statistics? This cannot be undone.</source>
        <translation>Hapus semua pertandingan selesai dari statistik? Tindakan ini tidak dapat dibatalkan.</translation>
    </message>
</context>
<context>
    <name>StatusNews</name>
    <message>
        <source>Record kept in %1 (Game → Open record…).</source>
        <extracomment>%1 is the folder where the game keeps the records of finished matches.</extracomment>
        <translation>Catatan disimpan di %1 (Permainan → Buka catatan pertandingan…).</translation>
    </message>
    <message>
        <source>The computer players now think in the game&apos;s window, which may pause while they do.</source>
        <translation>Pemain komputer kini berpikir di jendela permainan, yang mungkin terhenti sejenak selama mereka berpikir.</translation>
    </message>
    <message>
        <source>The tutor is unavailable: your move was played without being checked.</source>
        <translation>Pelatih tidak tersedia: langkah Anda dimainkan tanpa diperiksa.</translation>
    </message>
</context>
<context>
    <name>Strength</name>
    <message>
        <source>Easy</source>
        <translation>Mudah</translation>
    </message>
    <message>
        <source>Plays like a beginner: places a heavy tile or a double whenever it can, judges by eye and never thinks about the ends it leaves.</source>
        <translation>Bermain seperti pemula: meletakkan ubin berat atau balak setiap kali bisa, menilai sekilas saja dan tidak pernah memikirkan ujung yang ditinggalkannya.</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Sedang</translation>
    </message>
    <message>
        <source>Plays by a good club player&apos;s rules: sheds heavy tiles and doubles early, keeps its numbers varied and leaves ends the others cannot match.</source>
        <translation>Bermain dengan aturan pemain klub yang baik: membuang ubin berat dan balak lebih awal, menjaga angkanya beragam dan meninggalkan ujung yang tidak dapat dicocokkan pemain lain.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Sulit</translation>
    </message>
    <message>
        <source>Thinks ahead: plays each move out over many deals of the hidden tiles, reads what passes and draws tell, and plays for the match, not only the hand.</source>
        <translation>Berpikir jauh ke depan: memainkan setiap langkah sampai akhir dalam banyak kemungkinan pembagian ubin tersembunyi, membaca arti lewat dan ambilan, dan bermain untuk pertandingan, bukan hanya ronde.</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ahli</translation>
    </message>
    <message>
        <source>Hard&apos;s way of thinking, deeper and sharper: it thinks longer over each move and seldom misses the best one.</source>
        <translation>Cara berpikir tingkat Sulit, lebih dalam dan lebih tajam: berpikir lebih lama untuk setiap langkah dan jarang melewatkan langkah terbaik.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sedang berpikir…</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Tumpukan sisa: %1</translation>
    </message>
    <message>
        <source>never drawn</source>
        <translation>tidak pernah diambil</translation>
    </message>
</context>
<context>
    <name>TakeBackCommand</name>
    <message>
        <source>This match allows no take-backs (New match can allow them).</source>
        <translation>Pertandingan ini tidak mengizinkan pembatalan langkah (Pertandingan baru dapat mengizinkannya).</translation>
    </message>
    <message>
        <source>The hand is over: there is nothing to take back.</source>
        <translation>Ronde selesai: tidak ada yang dapat dibatalkan.</translation>
    </message>
    <message>
        <source>Nothing to take back yet: you have not moved in this hand.</source>
        <translation>Belum ada yang dapat dibatalkan: Anda belum bermain di ronde ini.</translation>
    </message>
</context>
<context>
    <name>TileCounter</name>
    <message>
        <source>Tile counter</source>
        <translation>Penghitung ubin</translation>
    </message>
    <message>
        <source>Tiles carrying each number that you have not seen yet</source>
        <translation>Ubin yang memuat setiap angka dan belum Anda lihat</translation>
    </message>
    <message>
        <source>%1: %2 unseen</source>
        <translation>%1: %2 ubin belum terlihat</translation>
    </message>
</context>
<context>
    <name>TryItDialog</name>
    <message>
        <source>Try it yourself</source>
        <translation>Coba sendiri</translation>
    </message>
    <message>
        <source>Draw</source>
        <extracomment>The button that draws a tile from the stock: the verb, not the game&apos;s name.</extracomment>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Lewati giliran</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Coba lagi</translation>
    </message>
    <message>
        <source>Next mistake</source>
        <translation>Kesalahan berikutnya</translation>
    </message>
    <message>
        <source>The player&apos;s next inaccuracy or worse (N)</source>
        <translation>Langkah kurang tepat atau lebih buruk berikutnya dari pemain (N)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <source>Back to the first mistake of this hand.</source>
        <translation>Kembali ke kesalahan pertama di ronde ini.</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Tumpukan sisa</translation>
    </message>
    <message>
        <source>Turn %1: what would you play? Click a tile, or draw or pass.</source>
        <translation>Langkah %1: apa yang akan Anda mainkan? Klik sebuah ubin, ambil ubin, atau lewati giliran.</translation>
    </message>
    <message>
        <source>Turn %1, as %2: what would you play? Click a tile, or draw or pass.</source>
        <translation>Langkah %1, sebagai %2: apa yang akan Anda mainkan? Klik sebuah ubin, ambil ubin, atau lewati giliran.</translation>
    </message>
    <message>
        <source>Weighing your move…</source>
        <translation>Menilai langkah Anda…</translation>
    </message>
    <message>
        <source>Best: draw</source>
        <translation>Terbaik: ambil</translation>
    </message>
    <message>
        <source>Best: pass</source>
        <translation>Terbaik: lewat</translation>
    </message>
    <message>
        <source>You chose %1: the best move found, worth %2 points.</source>
        <translation>Anda memilih %1: langkah terbaik yang ditemukan, bernilai %2 poin.</translation>
    </message>
    <message>
        <source>You chose %1: %2 points lost (%3). The best move found: %4, worth %5 points.</source>
        <translation>Anda memilih %1: %2 poin hilang (%3). Langkah terbaik yang ditemukan: %4, bernilai %5 poin.</translation>
    </message>
    <message>
        <source>In the game: %1, %2 points lost (%3).</source>
        <translation>Dalam permainan: %1, %2 poin hilang (%3).</translation>
    </message>
    <message>
        <source>The move could not be weighed: %1</source>
        <translation>Langkah tidak dapat dinilai: %1</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Draw</source>
        <extracomment>The button that draws a tile from the stock: the verb, not the game&apos;s name.</extracomment>
        <translation>Ambil</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Lewati giliran</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Ronde berikutnya</translation>
    </message>
    <message>
        <source>&amp;Rematch</source>
        <translation>Tanding &amp;ulang</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Tanding ulang</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>Pertan&amp;dingan baru…</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Pertandingan baru</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Giliran siapa</translation>
    </message>
    <message>
        <source>Play again against the same opponents</source>
        <translation>Bermain lagi melawan lawan yang sama</translation>
    </message>
    <message>
        <source>Choose opponents and start a new match</source>
        <translation>Pilih lawan dan mulai pertandingan baru</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Sarankan langkah (H)</translation>
    </message>
    <message>
        <source>Hints are for your turn</source>
        <translation>Petunjuk hanya saat giliran Anda</translation>
    </message>
    <message>
        <source>Deal the next hand</source>
        <translation>Bagikan ronde berikutnya</translation>
    </message>
    <message>
        <source>The hand is still being played</source>
        <translation>Ronde masih berlangsung</translation>
    </message>
    <message>
        <source>Draw a tile from the stock (D)</source>
        <translation>Ambil satu ubin dari tumpukan sisa (D)</translation>
    </message>
    <message>
        <source>You can draw on your turn</source>
        <translation>Anda bisa mengambil saat giliran Anda</translation>
    </message>
    <message>
        <source>The last two tiles of the stock are never drawn</source>
        <translation>Dua ubin terakhir tumpukan sisa tidak pernah diambil</translation>
    </message>
    <message>
        <source>Drawing is not allowed now</source>
        <translation>Saat ini tidak boleh mengambil</translation>
    </message>
    <message>
        <source>Nothing fits and the stock is down to two tiles: pass (P)</source>
        <translation>Tidak ada yang cocok dan tumpukan sisa tinggal dua ubin: lewati giliran (P)</translation>
    </message>
    <message>
        <source>You can pass on your turn</source>
        <translation>Melewatkan giliran hanya bisa saat giliran Anda</translation>
    </message>
    <message>
        <source>You may pass only when no tile fits and nothing may be drawn</source>
        <translation>Anda hanya boleh melewatkan giliran jika tidak ada ubin yang cocok dan tidak boleh mengambil</translation>
    </message>
</context>
<context>
    <name>Tutor</name>
    <message>
        <source>Opening with %1 loses about %2 ± %3 points in this hand.</source>
        <translation>Membuka dengan %1 membuat Anda kehilangan sekitar %2 ± %3 poin di ronde ini.</translation>
    </message>
    <message>
        <source>Playing %1 on the %2 loses about %3 ± %4 points in this hand.</source>
        <translation>Meletakkan %1 di ujung %2 membuat Anda kehilangan sekitar %3 ± %4 poin di ronde ini.</translation>
    </message>
    <message>
        <source>Drawing a tile now loses about %1 ± %2 points in this hand.</source>
        <translation>Mengambil ubin sekarang membuat Anda kehilangan sekitar %1 ± %2 poin di ronde ini.</translation>
    </message>
    <message>
        <source>This move loses about %1 ± %2 points in this hand.</source>
        <translation>Langkah ini membuat Anda kehilangan sekitar %1 ± %2 poin di ronde ini.</translation>
    </message>
    <message>
        <source>Opening with %1 is better.</source>
        <translation>Membuka dengan %1 lebih baik.</translation>
    </message>
    <message>
        <source>Playing %1 on the %2 is better.</source>
        <translation>Meletakkan %1 di ujung %2 lebih baik.</translation>
    </message>
    <message>
        <source>Drawing a tile is better.</source>
        <translation>Mengambil ubin lebih baik.</translation>
    </message>
    <message>
        <source>Passing is better.</source>
        <translation>Melewatkan giliran lebih baik.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>kursi %1</translation>
    </message>
</context>
<context>
    <name>ValueGraph</name>
    <message>
        <source>Turn %1: %2, %3 points</source>
        <translation>Langkah %1: %2, %3 poin</translation>
    </message>
    <message>
        <source>The hand&apos;s result: %1 points</source>
        <translation>Hasil ronde: %1 poin</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>kurang tepat</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>kesalahan</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>kesalahan fatal</translation>
    </message>
    <message>
        <source>the hand&apos;s result</source>
        <translation>hasil ronde</translation>
    </message>
    <message>
        <source>the move played</source>
        <translation>langkah yang dimainkan</translation>
    </message>
    <message>
        <source>lucky draw</source>
        <translation>ambilan beruntung</translation>
    </message>
    <message>
        <source>unlucky draw</source>
        <translation>ambilan tidak beruntung</translation>
    </message>
    <message>
        <source>luck of the deal</source>
        <translation>keberuntungan pembagian</translation>
    </message>
    <message>
        <source>Luck of the deal: %1 points</source>
        <translation>Keberuntungan pembagian: %1 poin</translation>
    </message>
    <message>
        <source>Luck of the deal: too close to call</source>
        <translation>Keberuntungan pembagian: tidak dapat dipastikan</translation>
    </message>
    <message>
        <source>Luck of the tile drawn at turn %1: %2 points</source>
        <translation>Keberuntungan ubin yang diambil di langkah %1: %2 poin</translation>
    </message>
    <message>
        <source>Luck of the tile drawn at turn %1: too close to call</source>
        <translation>Keberuntungan ubin yang diambil di langkah %1: tidak dapat dipastikan</translation>
    </message>
</context>
</TS>
