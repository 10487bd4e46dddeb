# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/148.a.htm, Hans van Stippent (first published: https://www.gmpuzzles.com/blog/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 15 stars=3
regions:
 1  1  1  1  1  1  1  1 11 13 13 13 14 14 14
 1  1  5  5  5  5  1  1 11 11 11 13 14 14 14
 1  5  5  5  6  6  6  1  1  1 11 13 13 14 14
 1  5  5  6  6  6  8  8 12 12 11 11 13 13 13
 1  5  5  6  6  6  8 10 10 12 12 11 11 11 13
 1  5  5  6  6  8  8 10 10 10 12  9  9 11 13
 1  1  5  6  8  8  8 10 10 10 12 10  9 11 11
 1  1  5  6  8  8  8  8 10 10 12 10  9  9  9
 2  2  5  7  7  7  7  7 10 10 12 10 10  9  9
 3  2  5  5  7  7  7  7 10 10 10 10 10 10  9
 3  2  2  2  7  7  7  7 10 10  9  9 10 10  9
 3  3  3  2  2  9  7  7  7  7  9  9  9  9  9
 4  4  3  3  2  9  9  9  7  7  7  9 15 15 15
 4  4  4  3  2  2  2  9  7  9  7  9 15 15 15
 4  4  4  3  3  3  2  9  9  9  9  9 15 15 15
