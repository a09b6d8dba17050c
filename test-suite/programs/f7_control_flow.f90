! Structured control flow as a command interpreter and a search code use it: SELECT CASE on
! character ranges and lists, on integer ranges with open ends, and on LOGICAL; named DO
! loops with EXIT/CYCLE of an outer loop; DO CONCURRENT with a mask; named IF and BLOCK
! constructs with local declarations; DO WHILE; and EXIT from a named BLOCK.
program f7_control_flow
  implicit none
  character(len=*), parameter :: script = 'push 3;push 4;add;dup;mul;push 10;swap;sub;neg;' &
       // 'push 7;mod;noop;push 2;pow;print;halt;push 99'
  integer :: stack(20), sp, p, q, i, j, grid(6, 6), found_i, found_j, nsteps
  character(len=8) :: word
  real :: table(10)

  sp = 0
  p = 1
  interp: do while (p <= len(script))
    q = index(script(p:), ';')
    if (q == 0) then
      word = script(p:)
      p = len(script) + 1
    else
      word = script(p:p + q - 2)
      p = p + q
    end if
    select case (word(1:1))
    case ('a':'f')
      call binary(word)
    case ('g', 'h')
      if (word == 'halt') exit interp
    case ('m', 'p':'s')
      if (word(1:4) == 'push') then
        sp = sp + 1
        read (word(5:), *) stack(sp)
      else if (word == 'print') then
        print *, 'top', stack(sp), ' depth', sp
      else if (word == 'noop') then
        cycle interp
      else
        call binary(word)
      end if
    case ('n')
      if (word == 'neg') stack(sp) = -stack(sp)
      if (word == 'noop') cycle interp
    case default
      print *, 'unknown ', word
    end select
  end do interp
  print *, 'final stack', stack(1:sp)

  do i = -3, 12, 3
    select case (i)
    case (:-1)
      word = 'negative'
    case (0)
      word = 'zero'
    case (1:5, 7)
      word = 'small'
    case (9:)
      word = 'large'
    case default
      word = 'other'
    end select
    write (*, '(i4, 1x, a)', advance='no') i, word
  end do
  write (*, *)
  do i = 1, 2
    select case (mod(i, 2) == 0)
    case (.true.)
      print *, i, 'even'
    case (.false.)
      print *, i, 'odd'
    end select
  end do

  ! search with a named outer loop
  grid = reshape([(mod(i * 17, 23), i = 1, 36)], [6, 6])
  found_i = 0
  found_j = 0
  nsteps = 0
  rows: do j = 1, 6
    cols: do i = 1, 6
      nsteps = nsteps + 1
      if (mod(grid(i, j), 2) == 1) cycle cols
      if (grid(i, j) > 15) then
        found_i = i
        found_j = j
        exit rows
      end if
    end do cols
  end do rows
  print *, 'found', found_i, found_j, grid(found_i, found_j), ' after', nsteps

  table = 0
  do concurrent (i = 1:10, mod(i, 3) /= 0)
    table(i) = real(i)**2 / 2
  end do
  print '(10f6.1)', table

  check: block
    integer :: total
    total = sum(grid)
    if (total < 0) exit check
    outer: if (total > 100) then
      print *, 'grid total', total, ' max', maxval(grid), ' min', minval(grid)
    else outer
      print *, 'grid small'
    end if outer
  end block check
contains
  subroutine binary(op)
    character(len=*), intent(in) :: op
    integer :: a, b
    if (op == 'dup') then
      sp = sp + 1
      stack(sp) = stack(sp - 1)
      return
    end if
    b = stack(sp)
    a = stack(sp - 1)
    sp = sp - 1
    select case (trim(op))
    case ('add'); stack(sp) = a + b
    case ('sub'); stack(sp) = a - b
    case ('mul'); stack(sp) = a * b
    case ('mod'); stack(sp) = modulo(a, b)
    case ('pow'); stack(sp) = a**b
    case ('swap')
      stack(sp) = b
      sp = sp + 1
      stack(sp) = a
    end select
  end subroutine binary
end program f7_control_flow
