set terminal svg size 900,560 dynamic font 'sans,12'
set output 'benchmarks/results/time-vs-size.svg'
set title 'gridsat, sat backend (batch path), solve: median time per puzzle'
set xlabel 'grid side N (N x N)'
set ylabel 'milliseconds of processor time'
set logscale y
set grid
set key left top
plot 'benchmarks/results/time-vs-size.dat' index 0 using 1:2 with linespoints lw 2 pt 7 title 'abc', 'benchmarks/results/time-vs-size.dat' index 1 using 1:2 with linespoints lw 2 pt 7 title 'binairo', 'benchmarks/results/time-vs-size.dat' index 2 using 1:2 with linespoints lw 2 pt 7 title 'calcudoku', 'benchmarks/results/time-vs-size.dat' index 3 using 1:2 with linespoints lw 2 pt 7 title 'killer', 'benchmarks/results/time-vs-size.dat' index 4 using 1:2 with linespoints lw 2 pt 7 title 'skyscrapers', 'benchmarks/results/time-vs-size.dat' index 5 using 1:2 with linespoints lw 2 pt 7 title 'sudoku'
