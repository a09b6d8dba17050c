! A module as an abstract data type: a PRIVATE integer stack with PUBLIC operations,
! used to evaluate reverse Polish expressions given as CHARACTER tokens; the main program
! has an internal function that classifies tokens.
module int_stack
  implicit none
  private
  integer, parameter :: cap = 32
  integer :: items(cap)
  integer :: top = 0
  integer, public :: max_depth = 0
  public :: push, pop, depth, clear
contains
  subroutine push(v)
    integer, intent(in) :: v
    top = top + 1
    items(top) = v
    if (top > max_depth) max_depth = top
  end subroutine push

  integer function pop()
    pop = items(top)
    top = top - 1
  end function pop

  integer function depth()
    depth = top
  end function depth

  subroutine clear()
    top = 0
  end subroutine clear
end module int_stack

program rpn
  use int_stack
  implicit none
  character(len=6) :: tok(11)
  integer :: i, a, b, v, e
  character(len=40) :: exprs(3)
  exprs(1) = '3 4 + 2 *'
  exprs(2) = '5 1 2 + 4 * + 3 -'
  exprs(3) = '2 3 4 5 6 * * * * 7 /'
  do e = 1, 3
    call clear()
    call tokens(exprs(e))
    v = pop()
    print '(a, a, i8, a, i3)', exprs(e)(1:len_trim(exprs(e))), ' =', v, '  depth left', depth()
  end do
  print '(a, i3)', 'max depth', max_depth
contains
  subroutine tokens(s)
    character(len=*), intent(in) :: s
    integer :: p, q
    p = 1
    do while (p <= len_trim(s))
      if (s(p:p) == ' ') then
        p = p + 1
        cycle
      end if
      q = index(s(p:), ' ')
      if (q == 0) q = len(s) - p + 2
      call apply(s(p:p + q - 2))
      p = p + q
    end do
  end subroutine tokens

  subroutine apply(t)
    character(len=*), intent(in) :: t
    if (is_op(t)) then
      b = pop()
      a = pop()
      select case (t)
      case ('+')
        v = a + b
      case ('-')
        v = a - b
      case ('*')
        v = a * b
      case ('/')
        v = a / b
      end select
      call push(v)
    else
      read (t, *) v
      call push(v)
    end if
  end subroutine apply

  logical function is_op(t)
    character(len=*), intent(in) :: t
    is_op = len(t) == 1 .and. index('+-*/', t) > 0
  end function is_op
end program rpn
