# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/275.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  2  2  2  3  3  3  3  3  3  3  3  3
 1  2  2  2  2  3  4  4  4  3  3  3  3  3
 1  1  2  2  2  2  4  5  4  3  3  3  3  3
 1  1  1  1  1  5  5  5  4  6  6  6  3  6
 7  7  1  1  1  1  5  5  4  6  8  6  6  6
 7  7  1  1  1  1  1  5  5  8  8  6  6  6
 7  7  1  1  1  1  1  1  5  8  8  9  9  9
 7  7  1  1  1 10 10 10  5  8  8  9  9  9
 7  7 11 11 11 10 10 10  5  8  8  9  9  9
 7  7  7 11 11 10 10  5  5  8  8  9  9  9
12 12  7  7 11 11 10 13 13  8  8  9  9  9
12 12 12 13 13 13 10 13 14 14 14  9  9  9
12 12 12 13 13 13 13 13 14 14 14 14 14 14
12 12 13 13 13 13 13 13 13 14 14 14 14 14
