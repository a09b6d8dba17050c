! ASSOCIATE constructs (F2003 8.1.3): names of variables (elements, components, sections,
! whole arrays: assignments through them change the selector), names of expressions
! (values computed once, on entry), nested ASSOCIATE, a named ASSOCIATE left by EXIT,
! and an ASSOCIATE inside a loop.
program associate_construct
  implicit none
  type cell
    real :: b
    integer :: tag(3)
  end type cell
  type(cell) :: a(4)
  real :: m(3, 4), v(6)
  integer :: i, j, n
  character(len=8) :: word
  do i = 1, 4
    a(i)%b = real(i) / 2
    a(i)%tag = [i, 2 * i, 3 * i]
  end do
  do j = 1, 4
    do i = 1, 3
      m(i, j) = 10 * i + j
    end do
  end do
  v = [(real(i), i = 1, 6)]
  word = 'fortran'
  i = 2
  associate (x => a(i)%b, n2 => size(v), s => sum(v) * 2, t => a(3)%tag)
    print *, 'x, n2, s =', x, n2, s
    x = x + 10.0             ! changes a(2)%b
    print *, 't =', t, size(t)
    a(3)%tag(2) = -t(2)
    i = 4                    ! the selector a(2)%b was fixed on entry
    x = x * 2
  end associate
  print *, 'a(2)%b =', a(2)%b, ' a(3)%tag =', a(3)%tag
  associate (col => m(:, 3), row => m(2, :), w => v)
    col = col + 0.5
    print *, 'col', col, size(col), lbound(col, 1), ubound(col, 1)
    print *, 'row', row, sum(row)
    w(6) = 60.0
    associate (pair => w(2:5:3), k => n2check(size(w)))
      pair = -pair
      print *, 'pair', pair, k
    end associate
  end associate
  print *, 'm(:,3) =', m(:, 3)
  print *, 'v =', v
  ! Expressions: arrays and character values.
  associate (sq => v(1:3)**2, up => word(1:4), total => 3 + i)
    print *, 'sq', sq, size(sq), ' up ', up, ' total', total
  end associate
  ! A named ASSOCIATE left by EXIT, in a loop.
  n = 0
  do j = 1, 4
    scan: associate (e => a(j)%tag(1))
      if (e > 2) exit scan
      e = e + 100
      n = n + 1
    end associate scan
  end do
  print *, 'n =', n, ' tags(1) =', (a(j)%tag(1), j = 1, 4)
contains
  integer function n2check(k)
    integer, intent(in) :: k
    n2check = k * 10
  end function n2check
end program associate_construct
