# bash completion for gridsat (installed as share/bash-completion/completions/gridsat).
# Subcommands and each subcommand's options are read from the program's own help (`gridsat
# --help`, `gridsat COMMAND --help`), and the types and formats from `gridsat list`, so they cannot
# drift from it; the values of the other options that take a word from a fixed set are listed
# here and tests/cli/completion_test.cpp holds them against the program's lists.

_gridsat_words_for() {
  case $1 in
    --format) echo "plain pretty json svg abc-lines sudoku-boxes binairo-table pyramids calcudoku-cages" ;;
    --color) echo "auto always never" ;;
    --type) "$program" list types 2>/dev/null ;;
    --from) "$program" list formats 2>/dev/null ;;
    --to)
      "$program" list writable 2>/dev/null
      [[ $command == convert ]] && echo "svg pretty" ;;
    --backend) echo "sat native external" ;;
    --amo) echo "pairwise sequential bimander product" ;;
    --card) echo "sequential totalizer" ;;
    --visibility) echo "order automaton" ;;
    --sum | --cage-encoding) echo "auto tuples dd" ;;
    --connectivity) echo "auto static lazy" ;;
    --mode) echo "solve unique count check" ;;
    --difficulty) echo "easy medium hard fiendish extreme" ;;
  esac
}

_gridsat() {
  local cur prev program command i
  COMPREPLY=()
  cur=${COMP_WORDS[COMP_CWORD]}
  prev=${COMP_WORDS[COMP_CWORD - 1]}
  program=${COMP_WORDS[0]}

  # The subcommand: the first word after the program name.
  command=""
  for ((i = 1; i < COMP_CWORD; i++)); do
    if [[ ${COMP_WORDS[i]} != -* ]]; then
      command=${COMP_WORDS[i]}
      break
    fi
  done

  if [[ -z $command ]]; then
    local commands
    commands=$("$program" --help 2>/dev/null | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p')
    COMPREPLY=($(compgen -W "$commands --help --version" -- "$cur"))
    return
  fi

  local values
  values=$(_gridsat_words_for "$prev")
  if [[ -n $values ]]; then
    COMPREPLY=($(compgen -W "$values" -- "$cur"))
    return
  fi
  case $prev in
    -o | --output | --exclude | --model | --solution | --state)
      COMPREPLY=($(compgen -f -- "$cur"))
      return
      ;;
    --certify | --dir)
      COMPREPLY=($(compgen -d -- "$cur"))
      return
      ;;
    --solver | --timeout | --max-conflicts | --limit | --seed | --count | --size | -j | --jobs | \
      --threads | --port | --host | --queue | --max-body | --read-timeout)
      return
      ;;
  esac

  if [[ $cur == -* ]]; then
    local options
    options=$("$program" "$command" --help 2>/dev/null | grep -oE -- '--[a-z][a-z-]*' | sort -u)
    COMPREPLY=($(compgen -W "$options" -- "$cur"))
    return
  fi
  COMPREPLY=($(compgen -f -- "$cur"))
}

complete -o filenames -F _gridsat gridsat
