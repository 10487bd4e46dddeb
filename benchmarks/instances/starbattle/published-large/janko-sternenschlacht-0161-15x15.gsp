# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/161.a.htm, Thomas Snyder (first published: https://www.gmpuzzles.com/blog/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 15 stars=3
regions:
 1  1  1  1  1  9  9  9  9  9 13 13 13 13 13
 1  3  3  3  3  9  9  9  9  9 11 11 11 13 13
 1  3  3  3  3  3  3  9 11 11 11 11 11 11 13
 1  3  3  3  6  3  3  9 11 11 12 11 11 11 13
 1  3  3  6  6  6  5  5  5 12 12 12 11 11 13
 1  1  1  6  6  6  5  5  5 12 12 12 13 13 13
 1  1  5  5  6  5  5 10  5  5 12  5 13 13 13
 1  1  1  5  5  5 10 10 10  5  5  5 15 15 15
 1  1  1  7  7  7 10 10 10  7  7  7  7 14 15
 1  1  1  8  7  7  7 10  7  7  7  8 14 14 15
 2  2  2  8  8  7  7  7  7  7  8  8 14 14 15
 2  2  2  4  8  8  8  8  8  8  8 14 14 14 15
 2  4  4  4  4  8  8  8  8  8  4  4 14 14 14
 2  4  4  4  4  4  8  8  8  4  4  4 14 14 14
 2  2  4  4  4  4  4  4  4  4  4  4 14 14 14
