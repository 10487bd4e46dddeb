# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/146.a.htm, Thomas Snyder (first published: https://www.gmpuzzles.com/blog/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 15 stars=3
regions:
 1  1  1  1  2  2  2  2  2  5  5  6  9  9  9
 7  1  1  1  1  2  5  5  5  5  6  6  9  9  9
 7  7  1  1  1  2  5  5  5  6  6  6  8  9  9
 7  7  7  2  2  2  2  2  4  6  6  8  8  9  9
 7  7  2  2  2  2  2  4  4  6  8  8  8 10  9
 7  2  2  2  2  2  4  4  4  8  8  8 10 10  9
 2  2  2  2  2  4  4  4  8  8  8 10 10 10 11
 2  2  2  2  3  4  4 12  8  8 10 10 10 11 11
 2  2  2  3  3  4 12 12  8 13 10 10 11 11 11
 2  2  3  3  3 12 12 12 13 13 10 14 11 11 15
 2  3  3  3 12 12 12 13 13 13 14 14 11 15 15
 3  3  3 12 12 12 13 13 13 14 14 14 15 15 15
 3  3 12 12 12 13 13 13 14 14 14 15 15 15 15
 3  3 12 12 13 13 13 14 14 14 14 15 15 15 15
 3  3 12 13 13 14 14 14 14 15 15 15 15 15 15
