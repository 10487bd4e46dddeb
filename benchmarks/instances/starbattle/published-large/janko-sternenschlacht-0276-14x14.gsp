# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/276.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  2  2  2  2  2  3  3  3  3  3  3  3
 1  1  2  2  1  1  2  2  2  4  4  5  3  3
 1  1  1  1  1  1  2  2  2  4  5  5  5  3
 1  1  6  6  1  2  2  7  2  4  4  5  5  3
 6  6  6  6  1  2  7  7  2  4  4  4  5  5
 6  6  6  6  6  6  7  7  4  4  4  4  5  8
 9  9  6  6  6  6  7  7  4  4  4  4  5  8
 9  9 10 10 10  7  7 11 11 11 11 11  5  8
 9  9  9 10  7  7 11 11 11 11 11 11  5  8
10 10 10 10  7  7  7  7  7 11 11 11  8  8
10 10 10 12 12 12 12  7 13 13 11 11  8 14
10 10 12 12 13 13 13 13 13 13 14 14 14 14
10 10 12 12 12 12 13 13 13 13 13 14 14 14
10 10 12 12 12 12 13 13 13 13 13 14 14 14
