# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/279.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  1  1  1  1  1  1  1  1  2  2  2  2
 1  3  3  4  1  4  4  1  1  1  1  2  2  5
 3  3  4  4  4  4  4  1  1  1  1  2  2  5
 3  3  3  3  4  4  4  1  1  2  2  2  2  5
 3  3  3  6  6  6  1  1  1  2  2  7  7  5
 3  3  3  6  6  6  6  7  7  7  7  7  5  5
 3  8  8  6  6  6  6  7  9  9  7  7  7  7
 3  8  8  8  8 10  9  9  9  9  7  7  7  7
 3  8 11  8  8 10  9 10  9  9 12 12  7  7
 8  8 11 11  8 10 10 10 12 12 12 13  7  7
 8 14 14 11 11 11 10 10 12 12 12 13  7  7
 8 14 14 14 11 11 11 11 12 12 12 13 13  7
 8 14 14 14 11 11 11 11 12 12 13 13 13  7
 8 14 14 14 11 13 13 13 13 13 13  7  7  7
