# origin: github.com/tkoz0/janko.at-puzzle-scraping data/Sternenschlacht.jsonl.bz2, janko.at/Raetsel/Sternenschlacht/278.a.htm, Otto Janko (first published: http://www.janko.at/Raetsel/)
# status: unique
# the published solution is in the .solution file beside this one
starbattle 14 stars=3
regions:
 1  1  1  1  1  2  2  3  3  3  4  4  4  4
 1  2  2  1  1  2  2  3  3  5  5  4  4  4
 6  2  2  2  2  2  2  2  3  5  5  4  4  4
 6  2  2  2  2  2  2  2  3  5  4  4  4  4
 6  2  2  2  2  7  7  7  3  5  4  4  4  4
 6  6  8  2  2  7  9  9  9  5  4  4 10 10
 6  8  8  8  7  7  7  9  9  5  4 10 10 10
 6  8  8  8  8  7  7  9  9  4  4 10 10 10
 6 11  8  8  8  8  7  9  9  9  9  9 10 10
 6 11 11 11  8  8  7  9  9  9  9 12 12 10
13 11 11 11  8  8 14 14 14 14  9 12 10 10
13 13 13 11  8 14 14 14 14 12 12 12 12 10
13 13 13 13 13 13 13 13 14 12 12 12 12 12
13 13 13 13 13 13 13 12 12 12 12 12 12 12
