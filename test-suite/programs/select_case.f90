! SELECT CASE: integer values, ranges, lists, CASE DEFAULT anywhere, CHARACTER and LOGICAL
! selectors, nesting, EXIT from a loop inside a case.
program sel
  implicit none
  integer :: i, n
  character(len=3) :: op
  logical :: flag
  do i = -2, 12
    select case (i)
    case (:0)
      print *, i, 'non-positive'
    case (1, 3, 5, 7, 9)
      print *, i, 'odd digit'
    case default
      print *, i, 'other'
    case (2, 4:4)
      print *, i, 'two or four'
    case (10:)
      select case (mod(i, 2))
      case (0)
        print *, i, 'big even'
      case (1)
        print *, i, 'big odd'
      end select
    end select
  end do
  n = 0
  do i = 1, 4
    op = 'add'
    if (i == 2) op = 'mul'
    if (i == 3) op = 'sub'
    if (i == 4) op = 'xyz'
    select case (op)
    case ('add')
      n = n + 10
    case ('mul')
      n = n * 3
    case ('sub', 'neg')
      n = n - 1
    case default
      print *, 'unknown op ', op
    end select
  end do
  print *, 'n =', n
  flag = n > 50
  select case (flag)
  case (.true.)
    print *, 'large'
  case (.false.)
    print *, 'small'
  end select
  select case (n)
  case default
    print *, 'only default'
  end select
  do i = 1, 10
    select case (i)
    case (4)
      exit
    end select
    print *, 'loop', i
  end do
end program sel
